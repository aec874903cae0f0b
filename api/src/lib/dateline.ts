/** A head office as the organization profile holds it. */
export interface DatelinePlace {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/**
 * The place in a release's dateline, upper case as the wires print it: "SEATTLE, WA" (city and region, or
 * city and country when no region is given). Empty when the city is unknown: a country alone is no dateline.
 */
export function datelinePlace(place: DatelinePlace | null | undefined): string {
  const city = place?.city?.trim();
  if (!city) return '';
  const second = place?.region?.trim() || place?.country?.trim();
  return (second ? `${city}, ${second}` : city).replace(/\s+/g, ' ').toUpperCase();
}

/**
 * A release body without the dateline the composer opens it with ("**SEATTLE, Wash., March 14, 2025 /IssuerWire/** — "):
 * a wire prints its own dateline in its lead, and two would read "SEATTLE ... -- SEATTLE ...".
 */
export function withoutLeadingDateline(body: string): string {
  // An italic sub-headline before it goes too: the wire's lead must open with its own dateline.
  return body.replace(/^\s*(?:\*[^*\n]+\*[ \t]*\n+)?\s*\*\*[^*\n]*\b\d{4}(?:\s*\/[^/\n*]*\/)?\*\*\s*[—–-]+\s*/, '');
}
