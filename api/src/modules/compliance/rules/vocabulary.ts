// Vocabulary shared by several rules (a word list or a pattern part used by one rule lives in that rule's file).
// `rx` compiles a pattern: `~` is a compound separator ("risk free", "risk-free", "riskfree"), a space any whitespace run.

// Word separator for compounds: "risk free", "risk-free", "risk–free", "riskfree".
export const SEP = String.raw`[\s\-\u2010-\u2015]*`;

/** Compiles a pattern: `~` is a compound separator, a space is any whitespace run. */
export function rx(source: string, flags = 'gi'): RegExp {
  return new RegExp(source.replace(/~/g, SEP).replace(/ /g, String.raw`\s+`), flags);
}

/** Alternation helper for readability. */
export function any(...parts: string[]): string {
  return `(?:${parts.join('|')})`;
}

export const CURRENCY_NUM = String.raw`(?:US\$|C\$|CA\$|A\$|\$|£|€)\s?\d+(?:[.,]\d+)*(?![\d.,]*\s?(?:million|billion|thousand|mm|bn|[mbk]\b))`;

export const STOCK_SUBJECT = rx(
  String.raw`\b(?:stock|shares?|share price|price|investment|money|position|portfolio|returns?|ticker|it|this one|you|your|investors?)\b`,
  'i',
);

export const NON_STOCK_QUANTITY = rx(
  String.raw`\b(?:revenues?|sales|production|output|capacity|throughput|earnings|EBITDA|cash flow|costs?|expenses|headcount|customers|users|subscribers|volumes?|footprint|resources?|reserves|prices|gold|silver|copper|oil|gas|lithium|uranium|nickel|zinc|bitcoin|commodit\w+|ounces?|oz|barrels?|tonnes?|pounds?|lbs?|acreage|market share|margins?)\b`,
  'i',
);

// What makes a statement about results a promise: "guaranteed", "count on it", "full stop", "baked in".
export const CERTAINTY_MARKER = rx(
  String.raw`\b(?:guarantee[ds]?(?! minimum (?:royalt|payments?|fees?|rent|purchase|volumes?|orders?))|no (?:question|doubt)(?: about it)?|without (?:question|a doubt|doubt|fail|interruption)|count on it|(?:can|could) (?:count|bank|rely) on|take (?:that|it) to the bank|bank on it|full stop|period(?=[.,!])|no ifs|baked in|locked in|locks in|(?:no|not) less than|at (?:the very )?least|at a minimum|certain (?:and \w+ )?(?:value|returns?|income|growth|gains?|profits?)|(?:can|could) be (?:confident|sure|certain)|(?:already )?(?:lined up|in the bag|a done deal)|(?:that's|it's|this is) (?:not a forecast|a fact|a certainty|certain)|for sure|100\s?%(?! of)|mark my words|no matter (?:what|where|how)|set in stone|(?:is|are) (?:a )?certain(?:ty)?|rock~solid|(?:isn'?t|is not) going anywhere|from day one|every dollar|never (?:miss|be cut|fall)|every (?:single )?(?:year|quarter)|for (?:many )?years (?:ahead|to come)|can be certain|assured|inevitabl[ey])\b`,
  'i',
);

// `(?<=before)after`, with `after` tried first: V8 runs a lookbehind before what follows it, and these
// lookbehinds (a name, checked against the words that are not one) are slow. Same matches.
export const behind = (before: string, after: string) => `(?=${after})(?<=${before})${after}`;

// Sectors promoters ride: a buzzword on its own (buzzword.hot-sector) or a pivot sold as value (pivot.hot-sector-value).
export const HOT_SECTOR = any(
  'AI',
  'A\\.I\\.',
  'artificial~intelligence',
  'blockchain',
  'crypto(?:currency|currencies)?',
  'bitcoin',
  'cannabis',
  'marijuana',
  'battery~metals?',
  'lithium',
  'EV',
  'electric~vehicles?',
  'uranium',
  'nuclear',
  'quantum',
  'metaverse',
  'NFTs?',
  'psychedelics?',
  'graphene',
  'hydrogen',
  'rare~earths?',
  'web3',
  'drones?',
);

/**
 * Up to `n` characters (none of `stops`) between two roles of one clause, with no negation among them: "the MOU guarantees revenue"
 * links the roles, "the MOU does not guarantee revenue" does not (the engine reads negation only before a match).
 */
export const gap = (n: number, stops = '.;:!?') =>
  String.raw`(?:(?!(?:not|no|never|nor|neither|nothing|without|cannot)\b|n't\b)[^${stops}]){0,${n}}?`;
