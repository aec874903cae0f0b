// The wire dateline: "SANTA CLARA, Calif., Nov. 28, 2026 /IssuerWire/ —" in AP style (state abbreviations,
// abbreviated months, cities that stand alone); outside the US the city with its province or country, as the
// wires of that market print it.
import type { HeadOffice } from './content-model';

const AP_STATES: Record<string, string> = {
  AL: 'Ala.',
  AK: 'Alaska',
  AZ: 'Ariz.',
  AR: 'Ark.',
  CA: 'Calif.',
  CO: 'Colo.',
  CT: 'Conn.',
  DE: 'Del.',
  DC: 'D.C.',
  FL: 'Fla.',
  GA: 'Ga.',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Ill.',
  IN: 'Ind.',
  IA: 'Iowa',
  KS: 'Kan.',
  KY: 'Ky.',
  LA: 'La.',
  ME: 'Maine',
  MD: 'Md.',
  MA: 'Mass.',
  MI: 'Mich.',
  MN: 'Minn.',
  MS: 'Miss.',
  MO: 'Mo.',
  MT: 'Mont.',
  NE: 'Neb.',
  NV: 'Nev.',
  NH: 'N.H.',
  NJ: 'N.J.',
  NM: 'N.M.',
  NY: 'N.Y.',
  NC: 'N.C.',
  ND: 'N.D.',
  OH: 'Ohio',
  OK: 'Okla.',
  OR: 'Ore.',
  PA: 'Pa.',
  RI: 'R.I.',
  SC: 'S.C.',
  SD: 'S.D.',
  TN: 'Tenn.',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vt.',
  VA: 'Va.',
  WA: 'Wash.',
  WV: 'W.Va.',
  WI: 'Wis.',
  WY: 'Wyo.',
};
const STATE_NAMES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
// AP datelines that need no state.
const US_STANDALONE = new Set(
  (
    'ATLANTA BALTIMORE BOSTON CHICAGO CINCINNATI CLEVELAND DALLAS DENVER DETROIT HONOLULU HOUSTON INDIANAPOLIS ' +
    'LAS_VEGAS LOS_ANGELES MIAMI MILWAUKEE MINNEAPOLIS NEW_ORLEANS NEW_YORK OKLAHOMA_CITY PHILADELPHIA PHOENIX ' +
    'PITTSBURGH ST._LOUIS SALT_LAKE_CITY SAN_ANTONIO SAN_DIEGO SAN_FRANCISCO SEATTLE WASHINGTON'
  )
    .split(' ')
    .map((c) => c.replace(/_/g, ' ')),
);
// Canadian wires abbreviate the province after the city (The Canadian Press style) except for the large cities.
const CA_PROVINCES: Record<string, string> = {
  AB: 'Alta.',
  BC: 'B.C.',
  MB: 'Man.',
  NB: 'N.B.',
  NL: 'N.L.',
  NS: 'N.S.',
  NT: 'N.W.T.',
  NU: 'Nunavut',
  ON: 'Ont.',
  PE: 'P.E.I.',
  QC: 'Que.',
  SK: 'Sask.',
  YT: 'Yukon',
};
const PROVINCE_NAMES: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'nova scotia': 'NS',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
};
const CA_STANDALONE = new Set(['TORONTO', 'MONTREAL', 'VANCOUVER', 'OTTAWA', 'CALGARY', 'EDMONTON', 'WINNIPEG', 'HALIFAX', 'QUEBEC CITY']);
// Cities the world's wires print alone.
const WORLD_STANDALONE = new Set(
  (
    'LONDON PARIS BERLIN FRANKFURT MUNICH ZURICH GENEVA AMSTERDAM BRUSSELS MADRID ROME MILAN DUBLIN STOCKHOLM OSLO ' +
    'COPENHAGEN HELSINKI VIENNA TOKYO BEIJING SHANGHAI HONG_KONG SINGAPORE SEOUL TAIPEI SYDNEY MELBOURNE MUMBAI ' +
    'JOHANNESBURG MEXICO_CITY SAO_PAULO TEL_AVIV DUBAI'
  )
    .split(' ')
    .map((c) => c.replace(/_/g, ' ')),
);
const COUNTRY_NAMES: Record<string, string> = {
  GB: 'United Kingdom',
  UK: 'United Kingdom',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  CH: 'Switzerland',
  IE: 'Ireland',
  IL: 'Israel',
  JP: 'Japan',
  CN: 'China',
  IN: 'India',
  ZA: 'South Africa',
  NL: 'Netherlands',
  SE: 'Sweden',
  NO: 'Norway',
  DK: 'Denmark',
  FI: 'Finland',
  ES: 'Spain',
  IT: 'Italy',
  BR: 'Brazil',
  MX: 'Mexico',
  SG: 'Singapore',
  HK: 'Hong Kong',
  KR: 'South Korea',
  NZ: 'New Zealand',
};

const AP_MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** "Nov. 28, 2026": AP abbreviates the months longer than five letters. */
export function apDate(iso: string | undefined): string {
  const parsed = iso ? new Date(iso) : new Date();
  const date = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  return `${AP_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function isCountry(country: string | undefined, code: string, ...names: string[]): boolean {
  const c = (country ?? '').trim().toLowerCase();
  return c === code.toLowerCase() || names.includes(c);
}

/** "SANTA CLARA, Calif." — the place as the wire dateline prints it; empty when the city is unknown. */
export function wirePlace(office: HeadOffice | undefined): string {
  const city = office?.city?.trim().replace(/\s+/g, ' ');
  if (!city) return '';
  const upper = city.toUpperCase();
  const region = office?.region?.trim() ?? '';
  const country = office?.country?.trim();
  const stateCode = AP_STATES[region.toUpperCase()] ? region.toUpperCase() : STATE_NAMES[region.toLowerCase()];
  const us = isCountry(country, 'US', 'usa', 'united states', 'united states of america') || (!country && !!stateCode);
  if (us) {
    if (US_STANDALONE.has(upper) || !stateCode) return upper;
    return `${upper}, ${AP_STATES[stateCode]}`;
  }
  const provinceCode = CA_PROVINCES[region.toUpperCase()] ? region.toUpperCase() : PROVINCE_NAMES[region.toLowerCase()];
  if (isCountry(country, 'CA', 'canada') || (!country && provinceCode)) {
    if (CA_STANDALONE.has(upper) || !provinceCode) return upper;
    return `${upper}, ${CA_PROVINCES[provinceCode]}`;
  }
  if (WORLD_STANDALONE.has(upper)) return upper;
  const countryName = country ? (COUNTRY_NAMES[country.toUpperCase()] ?? country) : region;
  return countryName ? `${upper}, ${countryName}` : upper;
}

/** "**SANTA CLARA, Calif., Nov. 28, 2026 /IssuerWire/** —" */
export function wireDateline(office: HeadOffice | undefined, iso: string | undefined): string {
  const place = wirePlace(office);
  return `**${place ? `${place}, ` : ''}${apDate(iso)} /IssuerWire/** —`;
}
