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
