import { ADDED } from './compliance.rewrites';

// The red-flag patterns of COMPLIANCE.md as data. Regexes are compiled once, here; the engine only runs them.
// Text is matched after a length-preserving normalisation (curly quotes -> straight, unicode hyphens -> '-'),
// so offsets are offsets into the original text.
import {
  ANY_MODAL,
  APPROVAL_NOUN,
  APPROVER,
  CERTAIN_ADVERB,
  GAIN_NOUN,
  GROWTH_VERB,
  HOLDERS,
  MAGNITUDE,
  MONEY_NOUN,
  RISE_VERB,
  STOCK_NOUN,
} from './compliance.lexicon';
import { PLACEHOLDER_RULE } from './compliance.placeholders';

export const SEVERITIES = ['critical', 'important', 'advisory'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_RANK: Record<Severity, number> = { critical: 0, important: 1, advisory: 2 };

/** One regex and the conditions it fires under. */
export interface Matcher {
  re: RegExp;
  /** Fires only when the text around the match (same sentence, 80 characters either side) matches all of these. */
  needs?: RegExp | readonly RegExp[];
  /** Fires only when the few words just before the match (its subject) match this. */
  needsBefore?: RegExp;
  /** Suppressed when the sentence around the match matches this. */
  unless?: RegExp;
  /** Suppressed when the few words just before the match match this ("the board decided to act quickly"). */
  unlessBefore?: RegExp;
  /** `needs` may also be met by the sentences before and after ("This is not advice. That said, I'd buy.", "... Count on it."). */
  needsNearby?: boolean;
}

export interface SeverityOverride {
  exchanges: readonly string[];
  severity: Severity;
  citation?: string;
}

export interface PatternRule {
  id: string;
  title: string;
  /** Promotional copy (drives "one-sided" and the UK marketing check) or not. */
  promotional: boolean;
  severity: Severity;
  overrides?: readonly SeverityOverride[];
  citation: string;
  unconfirmed?: boolean;
  /** Plain explanation shown with the finding. */
  message: string;
  /** Suggested rewrite; `{match}` is replaced by the matched text. */
  suggestion: string;
  /** What the rewrite does to the matched words: this replacement, or (by default) removing them. */
  rewrite?: { find: RegExp; replace: string };
  matchers: readonly Matcher[];
  /** Where a negation cancels the match: in the words just before it, or anywhere in its clause. */
  negation: 'before' | 'clause' | 'none';
  /** "may", "could", "seeks to"... before the match turn certainty into a hedged statement. */
  softeners: boolean;
  /** A word inside a company name ("Superior Gold Corp.") is not a claim. */
  properNouns: boolean;
  /** A source named in the sentence ("according to", "ranked by") substantiates the claim. */
  attribution: boolean;
  /** Suppressed when the whole text carries this (e.g. NI 43-101 data for mining claims). */
  unlessText?: RegExp;
  /** Findings of these rules on an overlapping span are dropped in favour of this one. */
  supersedes?: readonly string[];
  /** Reported only where no other critical rule fires in the same sentence (that one already explains the block). */
  yields?: boolean;
  /** Only checked for penny-stock listings. */
  pennyStockOnly?: boolean;
}

/** Rules about the document as a whole (absence of required elements, balance, legend quality). */
export interface DocumentRule {
  id: string;
  title: string;
  severity: Severity;
  overrides?: readonly SeverityOverride[];
  citation: string;
  unconfirmed?: boolean;
  message: string;
  /** The message when the text denies the element ("No AI was used"). */
  deniedMessage?: string;
  /** The message when cautionary language is there but nothing is identified as forward-looking. */
  unidentifiedMessage?: string;
  suggestion: string;
}

// Word separator for compounds: "risk free", "risk-free", "risk–free", "riskfree".
const SEP = String.raw`[\s\-\u2010-\u2015]*`;

/** Compiles a pattern: `~` is a compound separator, a space is any whitespace run. */
function rx(source: string, flags = 'gi'): RegExp {
  return new RegExp(source.replace(/~/g, SEP).replace(/ /g, String.raw`\s+`), flags);
}

/** Alternation helper for readability. */
function any(...parts: string[]): string {
  return `(?:${parts.join('|')})`;
}

const CURRENCY_NUM = String.raw`(?:US\$|C\$|CA\$|A\$|\$|£|€)\s?\d+(?:[.,]\d+)*(?![\d.,]*\s?(?:million|billion|thousand|mm|bn|[mbk]\b))`;

// Context vocabularies shared by several matchers.
const RETURN_CONTEXT = rx(
  String.raw`\b(?:returns?|profits?|profitable|gains?|income|yields?|payouts?|dividends?|upside|success|winner|money|investment|investing|investors?|you|your|shareholders?|share price|shares|stock|double|triple|rise|go up|appreciat\w*|wealth|rich|opportunity|bet|play|trade|capital|lose|losing|loss|losses|downside|reward|win|winner|winners)\b`,
  'i',
);
const STOCK_SUBJECT = rx(
  String.raw`\b(?:stock|shares?|share price|price|investment|money|position|portfolio|returns?|ticker|it|this one|you|your|investors?)\b`,
  'i',
);
const NON_STOCK_QUANTITY = rx(
  String.raw`\b(?:revenues?|sales|production|output|capacity|throughput|earnings|EBITDA|cash flow|costs?|expenses|headcount|customers|users|subscribers|volumes?|footprint|resources?|reserves|prices|gold|silver|copper|oil|gas|lithium|uranium|nickel|zinc|bitcoin|commodit\w+|ounces?|oz|barrels?|tonnes?|pounds?|lbs?|acreage|market share|margins?)\b`,
  'i',
);
const PRICED_DEAL = rx(
  String.raw`\b(?:offer(?:ing)?|deal|premium|discount to|consideration|acquisition|buy~?back|repurchase|arrangement|merger|tender|transaction|placement|financing|priced|exercis\w+|warrants?|options?|conversion|convertible|ounce|oz|barrel|tonne|pound|lb)\b`,
  'i',
);
// Words just before an amount that make it a metric or today's price, not a forecast
// ("earnings of $1.20 per share", "shares trade at $4.12", "closed at $0.40").
const NOT_A_FORECAST = rx(
  String.raw`\b(?:trades?|trading|traded|closed|closing|last|current(?:ly)?|priced|issued|earnings|EPS|dividends?|distributions?|book value|NAV|net asset value|cash flow|FFO|AFFO|revenues?|sales|costs?|budget|proceeds|fees?|grants?|loans?|debt|payments?|royalt\w+|capex|salary|bonus)\b`,
  'i',
);
const PRICE_CUE = rx(
  String.raw`\b(?:could|will|would|should|may(?! \d)|might|can|expect\w*|target\w*|think|believe\w*|see|fair value|worth|revisit\w*|head(?:ed|ing)|upside|conservative|potential|easily|soon|by (?:year~end|spring|summer|fall|autumn|winter|christmas|next)|next (?:year|month|week|quarter))\b`,
  'i',
);
// "Per share" names a metric (earnings per share), not the stock.
const STOCK_CONTEXT = rx(String.raw`\b(?<!per )(?:shares?|stock|share price|ticker|fair value|valuation|it)\b`, 'i');

const PUBLIC_SOURCE = rx(
  String.raw`\b(?:Form 4|SEDI|filings?|filed|reported|disclosed|according to|public records?|insider reports?|SEDAR)\b`,
  'i',
);
const DEAL_WORDS = rx(String.raw`\b(?:deal|agreement|acquisition|partnership|contract|merger|buyout|takeover|discovery|offer)\b`, 'i');
const CORPORATE_ACTOR = rx(
  String.raw`\b(?:board|company|management|government|regulators?|directors|council|team|we|it|they|decided|chose|voted|agreed|plans?|intends?|customers|shoppers|consumers|patients|users|visitors|buyers of (?:the|our) products?)\b`,
  'i',
);
const MINING_DATA = rx(
  String.raw`\bNI~43~101\b|\bJORC\b|\bfeasibility study\b|\bpre~feasibility\b|\bpreliminary economic assessment\b|\bPEA\b|\bqualified person\b|\bg/t\b|\bgrams? per tonne\b|\bassays?\b|\bdrill~holes?\b|\bcore samples?\b|\bsampling (?:program|results)\b|\b(?:measured|indicated|inferred) (?:mineral )?resources?\b`,
  'i',
);

const FAMOUS = any(
  'Tesla',
  'Amazon',
  'Apple',
  'Microsoft',
  'Google',
  'Alphabet',
  'Nvidia',
  'Netflix',
  'Facebook',
  'Meta',
  'Uber',
  'Airbnb',
  'Bitcoin',
  'Berkshire(?: Hathaway)?',
  'Shopify',
  'Moderna',
  'Palantir',
  'GameStop',
  'Starbucks',
  'Walmart',
  'Coca-Cola',
  "McDonald's",
  'Beyond Meat',
  'SpaceX',
  'OpenAI',
  'Barrick',
  'Newmont',
  "Voisey's Bay",
  'Rivian',
  'Peloton',
  'Intel',
  'Cisco',
  'Qualcomm',
);

const HOT_SECTOR = any(
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

// Claim structure: a subject (the stock, the shares, investors' money), a modality (will, set to, expect ... to)
// and a predicate (double, soar, hit new highs, make rich). Composed into matchers below.
const SUBJECT = String.raw`(?:(?:(?:the|this|its|our|their|these)\s+)?(?:stock|shares|share price|price|ticker|valuation|market cap|equity|stock price)|\b(?:it|this one|this (?:company|name|junior|small~cap|play))\b|(?:your|investors'?|shareholders'?|their|the) (?:money|investment|capital|stake|position))`;
const MODAL = String.raw`(?:will|'ll|should|could|would|can|might|may|(?:is|are) (?:set|poised|going|likely|about|ready|expected|bound|destined|primed|due|gonna) to|(?:is|are) gonna|looks? (?:set|poised|ready|primed) to|(?:is|are) (?:on (?:its|their|the) way|headed) to)`;
const GROWTH = String.raw`(?:double|triple|treble|quadruple|multiply(?: several times(?: over)?)?|soar|surge|skyrocket|rocket|explode(?: higher)?|take off|go parabolic|go vertical|shoot (?:up|higher)|fly|moon|balloon|run (?:hard|higher|much higher)|rally (?:hard|sharply|strongly)|jump (?:sharply|substantially|dramatically)|climb (?:sharply|dramatically|much higher)|go (?:much |a lot |way |significantly |dramatically )?higher|hit (?:new|record|all~time) highs|(?:grow|rise|increase|jump) (?:two|three|four|five|six|seven|eight|nine|ten)fold|(?:grow|rise|increase|jump|climb|run) (?:by )?(?:\d{2,4}\s?%|several hundred percent))`;
const GROWTH_INFLECTED = String.raw`(?:doubles|triples|trebles|quadruples|tripled|doubled|trebled|quadrupled|multiplies)`;
const DAYS = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|next week|the open|the close)`;

// ---------------------------------------------------------------------------------------------
// Claim structure from the general lexicons (compliance.lexicon.ts): subject + modality + predicate.
// ---------------------------------------------------------------------------------------------

const THE = String.raw`(?:(?:the|this|its|our|their|these|those|your|that|my)\s+)?`;
const CLAIM_SUBJECT = String.raw`(?:${THE}${STOCK_NOUN}|${HOLDERS}|(?:your|their|investors'?|shareholders'?|holders'?|an?) ${MONEY_NOUN}|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k? (?:investment|stake|position|bet))`;
// What follows a growth verb when it is about the business, not the share price ("double production").
const NOT_STOCK_OBJECT = String.raw`(?! (?:its |their |the |our |his |her |in )?(?:size|revenues?|sales|production|output|capacity|throughput|earnings|EBITDA|cash flow|costs?|expenses|headcount|staff|workforce|customers|users|subscribers|volumes?|footprint|resources?|reserves|mine life|acreage|market share|margins?|number|count|rate|speed|efficiency|ounces|tonnes|pounds|barrels|production|inventory|dividend|exploration|drilling|team|presence|operations|plant|fleet|portfolio|pipeline|land)\b)`;
const ADVERB = String.raw`(?: (?:\w+ly|soon|easily|quickly|eventually|still|then|also|even|at least|just|really|finally|all|now))?`;
const GAIN_OBJECT = String.raw`(?:\d[\d,.]*\s?%|big\b|huge\b|handsomely\b|(?:a|an) (?:\w+ )?(?:fortune|killing|bundle|windfall)|(?:\w+ )?(?:profits?|gains?|returns?)|money|(?:my|his|her|their|our|your) (?:money|investment|stake|original (?:stake|investment))|millions|(?:six|seven)~figures?|(?:\d+|ten|five|three|two) times (?:my|his|her|their|our) money|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?(?: \w+)? (?:on|from|with|in|trading)(?: \w+){0,2} (?:shares|stock|name|trade|position|ticker|company))`;
const GAINER = String.raw`(?:I|he|she|my (?:wife|husband|father|dad|mother|mom|friend|brother|sister|son|daughter|neighbou?r|uncle|aunt|colleague|partner|buddy)|(?:a|one) (?:friend|neighbou?r|colleague|client|reader|subscriber|member|investor|trader|shareholder|follower|retiree|viewer)(?: of (?:mine|ours))?|(?:our|many|most|some|all|thousands|hundreds|dozens|countless|lots) (?:of )?(?:our |my )?(?:readers|subscribers|members|clients|followers|investors|traders|shareholders|viewers)|(?:early|smart|savvy|existing) (?:investors|buyers|shareholders|backers|holders)|(?:investors|shareholders|readers|subscribers|members|people|holders|buyers|those|anyone) who (?:bought|got in|invested|listened|followed|held|acted)(?: \w+){0,4})`;
const DISCLAIMER = rx(
  String.raw`\b(?:not (?:investment |financial )?advice|(?:isn'?t|is not|not) (?:financial|investment|personal) advice|due diligence|NFA|general (?:advice|information)(?: only)?|(?:isn'?t|is not|not) personal advice|paid to write|(?:usual|standard) disclaimers?|disclaimer|capital (?:is )?at risk|speculative investment|nothing is certain|can fail|(?:does not|doesn'?t) constitute|results may differ|invitation to invest|sponsored|information only|risks? exist|not a recommendation|do your own (?:research|homework|DD|digging)|DYOR|not (?:a |your )?(?:licensed |registered )?(?:financial |investment )?advis[eo]r|(?:not|never) (?:telling|going to tell) you what to do|can'?t tell you what to do|(?:make|made) (?:their|your|my) own (?:decision|mind|choice)|past performance is no guarantee|no guarantee of future results|investing involves risks?|not a solicitation|for informational purposes only|(?:your|at your) own risk)\b`,
  'i',
);
const GAINS_CONTEXT = rx(
  String.raw`\b(?:stock|shares|rally|run|ran|run~up|move|gains?|gained|rose|soared|climbed|jumped|surged|doubled|tripled|quadrupled|tenfold|chart|highs?|winner|up|returns?|performance|cents|rewarded|beaten|beat the market|outperform\w*)\b|\d\s?%`,
  'i',
);
const INVESTING = rx(String.raw`\b(?:buy\w*|shares?|stock|price|cheap|invest\w*|position|entry|get in|ticker|discount)\b`, 'i');
const REGULATORY = rx(
  String.raw`\b(?:FDA|EMA|EPA|regulat\w*|permits?|agency|government|Health Canada|TGA|licen[cs]\w*|exchange|Nasdaq|NYSE|ministry|drug|trial|application|project|approval)\b`,
  'i',
);

const PRICE_CUE_OR_FIGURE = rx(
  String.raw`\b(?:north of|above|over|past|reach\w*|hit\w*|price|target|re~rating|doubling|tripling|tenfold|\d{1,3}x)\b`,
  'i',
);

// What makes a statement about results a promise: "guaranteed", "count on it", "full stop", "baked in".
const CERTAINTY_MARKER = rx(
  String.raw`\b(?:guarantee[ds]?(?! minimum (?:royalt|payments?|fees?|rent|purchase|volumes?|orders?))|no (?:question|doubt)(?: about it)?|without (?:question|a doubt|doubt|fail|interruption)|count on it|(?:can|could) (?:count|bank|rely) on|take (?:that|it) to the bank|bank on it|full stop|period(?=[.,!])|no ifs|baked in|locked in|locks in|(?:no|not) less than|at (?:the very )?least|at a minimum|certain (?:and \w+ )?(?:value|returns?|income|growth|gains?|profits?)|(?:can|could) be (?:confident|sure|certain)|(?:already )?(?:lined up|in the bag|a done deal)|(?:that's|it's|this is) (?:not a forecast|a fact|a certainty|certain)|for sure|100\s?%(?! of)|mark my words|no matter (?:what|where|how)|set in stone|(?:is|are) (?:a )?certain(?:ty)?|rock~solid|(?:isn'?t|is not) going anywhere|from day one|every dollar|never (?:miss|be cut|fall)|every (?:single )?(?:year|quarter)|for (?:many )?years (?:ahead|to come)|can be certain|assured|inevitabl[ey])\b`,
  'i',
);
const RESULT_NOUN = String.raw`(?:revenues?|sales|earnings|EPS|profits?|profitability|net income|cash flow|free cash flow|EBITDA|margins?|dividends?|payouts?|distributions?|yield|income|returns?)`;

/** Certainty about revenue, earnings or dividends (issue 18 point 2). */
const RESULTS_CERTAINTY: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\b${RESULT_NOUN} (?:are |is )?coming\b[^.;]{0,30}\b(?:huge|big|fat|massive|enormous)\b|\b${RESULT_NOUN}\b(?: [\w$£€.,'-]+){0,5}? (?:will|'ll|(?:is|are) going to) (?:exceed|top|surpass|cover|pay for|equal|match|be (?:more|greater|bigger) than) (?:the company'?s |its |their |the )?(?:entire |whole )?(?:market (?:value|cap\w*)|share price)\b`,
    ),
  },
  // A result in the future with a certainty marker nearby: "Revenue will exceed £50 million; there is no question about it."
  {
    re: rx(
      String.raw`\b${RESULT_NOUN}\b,?(?: [\w$£€.,'-]+){0,6}? (?:will|'ll|(?:is|are) going to|(?:is|are) (?:set|certain|sure|bound|guaranteed|poised) to)(?: \w+ly)? (?:be|reach|hit|exceed|top|surpass|double|triple|quadruple|grow|rise|climb|keep|increase|jump|soar|come|go|pay|generate|flow|beat|stay|remain|continue|add|contribute|deliver|bring|translate|cover)\b`,
    ),
    needs: CERTAINTY_MARKER,
    needsNearby: true,
  },
  {
    re: rx(
      String.raw`\b(?:will|'ll|(?:is|are) going to)(?: \w+ly)? (?:double|triple|quadruple|generate|produce|deliver|exceed|reach|grow|turn|be|start|keep|pay|declare|receive|add|earn|achieve|post|report|translate into|bring in)(?: [\w$£€.,%'-]+){0,5}? (?:${RESULT_NOUN}|profitable|paying (?:\w+ ){0,2}dividends?)\b`,
    ),
    needs: CERTAINTY_MARKER,
    needsNearby: true,
  },
  // Dividends promised without a marker: "the company will never miss a dividend payment", "count on a growing dividend".
  {
    re: rx(
      String.raw`\b(?:will|'ll|would) never (?:miss|cut|skip|reduce|suspend) (?:a |its |the |their )?(?:dividend|payout|distribution)s?\b|\b(?:can|could|should) (?:count|bank|rely) on (?:a |an |the |their |its )?(?:\w+ )?(?:dividends?|payouts?|income|yield|distributions?|returns?)\b|\b(?:dividend|payout|distribution|yield)s? (?:isn'?t|is not|aren'?t|are not) going anywhere\b|\bguarantee\w* (?:\d{1,3}\s?% )?(?:\w+ )?(?:revenue|earnings|profit|cash flow|dividend|income|sales) growth\b|\b(?:payout|dividend|distribution)s? (?:will|is going to) (?:rise|grow|increase|go up) every (?:year|quarter)\b|\b${RESULT_NOUN} (?:will be|are going to be|is going to be) (?:huge|enormous|massive|fat|juicy|spectacular)\b`,
    ),
  },
  // An amount of results stated as a fact of the future: "the mine will generate C$80 million in free cash flow annually".
  {
    re: rx(
      String.raw`\b(?:will|'ll|(?:is|are) going to) (?:generate|produce|deliver|add|bring in|earn|return|throw off|translate into) (?:at least |no less than |over |more than )?(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*\s?(?:million|billion|m|bn)?(?: (?:a|per|each) (?:year|quarter)| annually)?(?: (?:in|of)) (?:annual |yearly |recurring |new )?(?:free )?${RESULT_NOUN}\b|\bwill be (?:profitable|cash~flow positive|in profit) (?:by|within|from|in) (?:next|this|the (?:end|first|second)|Q\d|(?:19|20)\d\d|\w+ months?)\b`,
    ),
  },
  // Income that cannot stop: "a monthly cheque that never stops and only grows", "shareholders will share in a windfall".
  {
    re: rx(
      String.raw`\b(?:dividends?|payouts?|distributions?|cheques?|checks?|income|yield)\b[^.;]{0,30}\b(?:never (?:stops?|ends?|shrinks?|falls?|dries up)|only (?:grows?|rises?|goes up|increases?))\b|\b(?:shareholders?|investors|holders|you|owners)\b[^.;]{0,20}\b(?:will|'ll) (?:share in|receive|get|collect|enjoy|reap) (?:a |an |the )?(?:\w+ )?(?:windfall|bonanza|payday)\b`,
    ),
  },
];

const CALL_VERB = String.raw`(?:buy|buying|accumulate|accumulating|load (?:up|the boat)|loading up|grab (?:a bag|shares|some|it)|scoop up|pick up (?:shares|some|a few)|fill (?:your|the) bags?|add (?:this|it|shares|some|to your)|get (?:on|in)(?: the register| board| first)?|be in|place (?:your|a) (?:buy )?orders?|get (?:your )?orders? in|position yourselves?|establish (?:a |your )?positions?|take (?:a |your )?positions?|have a position|back (?:up )?the truck(?: up)?|join (?:them|us|in)|own (?:this|it|these|the|some|shares)|send it|all in|invest (?:now|today|early|while))`;

/** A recommendation or call to buy the stock (the issuer paid for it). */
const CALL_TO_BUY: readonly Matcher[] = [
  // An imperative: "Buy the shares.", "Fill your bags while it's still sub-penny.", "so get positioned".
  {
    re: rx(String.raw`\b${CALL_VERB}\b(?! (?:back|out|from|of the company's|in (?:the|its) (?:market|plant|facility)))`),
    needsBefore: rx(
      String.raw`^(?:\s*|.*\b(?:should|must|need to|ought to|urge\w* \w+ to|recommend\w*(?: that)?(?: \w+)?|tell\w*(?: all)?(?: \w+)? (?:readers|investors|you|subscribers)|just|simply|so|then|now|go|everybody|everyone|please|and|do yourself a favou?r(?: and)?|is simple|is clear|honestly|seriously|yes|trust me|in short|bottom line|my advice|our advice)\s*[:,]?\s*)$`,
      'i',
    ),
    unlessBefore: rx(
      String.raw`\b(?:company|board|management|we|it|they|issuer|directors|customers|bid|offer|program|plan|allowing|allows|able|will|can|may|would|could|did|didn't|not)\s*$`,
      'i',
    ),
  },
  {
    re: rx(
      String.raw`\b(?:rate|rating|rated) (?:the shares |the stock |it |this )?(?:an? )?(?:strong )?buy\b|\b(?:buyers|investors|you|readers) (?:should|must) move\b|\bso be first\b|\b(?:has|have) to rise\b|\bfigure it out\b|\bbuy,? buy,? buy\b|\b(?:strong|screaming|must|no~brainer|obvious|clear) buy\b|\bmust~own\b|\b(?:you|investors?|readers|everyone|every (?:investor|reader)|anyone|punters|buyers|subscribers|everybody) (?:should|must|need to|ought to) (?:\w+ )?(?:buy|own|accumulate|have (?:a position|some)|get in|be in|load up|act|be (?:buying|scooping up|loading up|accumulating|grabbing|picking up|adding)|(?:take|taking|establish|establishing|build|building|open|opening) (?:a |an |their |your )?(?:\w+ )?(?:position|stake))\b|\b(?:our|my) (?:recommendation|advice|call) is (?:to )?(?:buy|accumulate|add)\b|\bbuy (?:up to|below|under) ${CURRENCY_NUM}|\bthe one stock I(?:'d| would) (?:buy|own)\b|\bstock I(?:'d| would) buy with my last\b|\bhave a position by\b`,
    ),
    unless: rx(String.raw`\b(?:analysts?|covering|brokers?|consensus|three rate|rate it a buy, )\b`, 'i'),
  },
];

// Money as promoters write a share price: "$4", "a dollar", "50 cents", "80c", "4p", "a buck fifty".
const PRICE_WORDS = String.raw`(?:${CURRENCY_NUM}|(?:a|one|two|five|ten) (?:dollars?|bucks?)(?: fifty)?|a buck(?: fifty)?|\d{1,3}(?:\.\d+)? ?(?:cents|pence|c|p)\b|a (?:dime|quarter|nickel))`;
// Someone named as a source of gains: the reader, a friend, "I", "everyone".
const GAIN_HOLDER = String.raw`(?:I|he|she|they|we|you|guy|everyone|everybody|people|reader|readers|members?|subscribers?|followers?|listeners?|punters?|traders?|mates?|buddy|friends?|investors|shareholders|who)`;
const NAME = String.raw`[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2}`;
// `(?<=before)after`, with `after` tried first: V8 runs a lookbehind before what follows it, and these
// lookbehinds (a name, checked against the words that are not one) are slow. Same matches.
const behind = (before: string, after: string) => `(?=${after})(?<=${before})${after}`;
const NOT_A_COMPARISON = String.raw`(?!(?:AGM|Annual|General|Meeting|Phase|Quarter|Board|Company|Year|Government|Department|Ministry|Province|State|City|Bank|University|Corporation|Minister|Chair|Office|Court|Council|Commission|Secretary|President|Director|Chief|Member|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Gen|Generation|Step|Level|Stage|Round|Update|Release|Report|Call|Webcast|Dividend)\b)`;

const REGULATORY_OR_DEAL = rx(
  String.raw`\b(?:FDA|EMA|EPA|SEC|regulat\w*|permit\w*|agency|government|Health Canada|TGA|licen[cs]\w*|exchange|Nasdaq|NYSE|ministry|drug|trial|application|approv\w*|lease|consent|charter|designation|code|suspension|contract|deal|merger|acquisition|takeover|buyout|offtake|partnership|patent|closing|tender|loan)\b`,
  'i',
);

/** Share-price predictions by structure. */
const PRICE_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\b(?:\d{2,4}\s?%|generational|life~changing|massive|huge) (?:gains|wealth|returns|upside|profits) (?:incoming|loading|ahead|coming|on the way)\b|\b(?:explosion|breakout|squeeze|moon\w*|rip) (?:is )?imminent\b|\b(?:gonna|going to|will) rip\b|\bmillionaire (?:maker|status)\b|\b(?:it'?s|is) going there\b|\bnot selling (?:a single share )?until ${PRICE_WORDS}`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:going|headed|heading|on (?:its|the) way|destined|bound|off) (?:to|for|toward|towards) ${PRICE_WORDS}|\b(?:will be|becomes?|become|turns? into|is going to be|'ll be) an? (?:[\w$.]+~)?(?:dollar|penny|\$\s?\d+(?:\.\d+)?|\d+~dollar) stock\b|\bsend(?:s|ing)? (?:the )?(?:share price|stock|shares|price|this|it|this one|this stock) (?:through the roof|higher|soaring|flying|rocketing|to the moon|to ${PRICE_WORDS}|parabolic)|\bnowhere to go but up\b|\b${PRICE_WORDS}(?: a share| per share)?(?: by \w+(?: \w+)?)? (?:is|looks|seems) (?:in sight|on the cards|achievable|realistic|within reach|the next stop|my number|the base case|conservative|easy|a lock)\b|\b(?:doubling|tripling|quadrupling|a double|a triple|a \d+x|\d{2,4}\s?% upside)(?: \w+){0,3}? (?:is|looks) (?:the base case|conservative|realistic|achievable|likely|easy|in sight)\b|\b(?:re~rates?|re~rating|trades?|trading|rerates?) (?:to|at|above|north of)(?: at least)? ${PRICE_WORDS}(?: \w+){0,3}? (?:by|once|when|after|within|before)\b`,
    ),
    unless: PRICED_DEAL,
    unlessBefore: NOT_A_FORECAST,
  },
  {
    re: rx(
      String.raw`${GAIN_NOUN}(?: are| is)? (?:incoming|ahead|coming|on the way|await\w*|in store)\b|\b(?:\d{2,4}\s?%|generational|life~changing) (?:gains|wealth|returns) (?:incoming|ahead|coming|on the way|loading|await\w*|in store)\b|\b(?:many|several|multiple|\d{1,2}|two|three|four|five|ten) times (?:the |its |today's )?(?:current |present )?(?:level|price|share price|valuation)\b|\b(?:it|they|the stock|the shares|the share price|the price)(?:'ll| will| is going to| are going to) be (?:much|far|way|a lot|significantly|substantially|dramatically|many times) higher\b|\b(?:is|are) positioned to ${GROWTH_VERB}`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|it|this one|price|chart|level|valuation)\b`, 'i'),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // A price stated as inevitable: "a share price north of $2 looks inevitable".
  {
    re: rx(
      String.raw`\b(?:is|are|looks|seems|appears|feels) (?:\w+ )?(?:inevitable|a given|a foregone conclusion|a formality|a lock|a certainty|a sure thing|baked in|in the bag|a done deal|a slam dunk|only a matter of time|just a matter of time)\b`,
    ),
    needs: [
      rx(
        String.raw`\b(?:share price|stock|shares|ticker|valuation|market cap)\b|(?:US\$|C\$|A\$|\$)\s?\d|\b(?:a dollar|\d+ cents|\d{2,4}\s?%)`,
        'i',
      ),
      PRICE_CUE_OR_FIGURE,
    ],
  },
  {
    re: rx(
      String.raw`\b(?:\d{1,2}~(?:month|year)|one~year|two~year|twelve~month|year~end|near~term|long~term|\d{4}) (?:price )?(?:target|objective)\b|\b(?:target|objective|goal|projection|forecast)(?: price)?(?: of| at|:| is) ${CURRENCY_NUM}|\ba (?:\w+ )?(?:move|run|rally|pop|breakout|leap|surge|climb|spike|jump|re~rating) (?:to|toward|towards|above|past|beyond|through|north of) ${CURRENCY_NUM}|\bupside (?:here |from here )?(?:is|of) (?:easily |at least |conservatively |probably )?(?:\d{1,3}x|\d{2,4}\s?%|(?:two|three|five|ten)~fold|several times|multiples)`,
    ),
    unless: PRICED_DEAL,
  },
  {
    re: rx(
      String.raw`\b(?:a fraction of|pennies on the dollar (?:of|compared to)) what (?:they|it|the shares|the stock)(?:'ll| will| could| should| would| might) (?:be|trade) (?:worth|at)\b|\b(?:a|potential|another) (?:double|triple|quadruple|ten~bagger|\d{1,2}x|multi~bagger)\b (?:from|off) (?:here|these levels|current levels|today's (?:price|levels)|where (?:it|they) (?:trade|trades|sit|sits))|\b(?:coiled spring|powder keg|spring~loaded|sleeping giant)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|valuation|market cap|it|this one|levels|price|explode|pop|run)\b`, 'i'),
  },
  // A share price and a date: "NWM at a dollar by Christmas".
  {
    re: rx(
      String.raw`\b(?:at|above|over|past|to|north of|beyond|through) (?:${CURRENCY_NUM}|a dollar|\d{2} cents) (?:a share |per share )?(?:by|before|within|in|inside of) (?:christmas|year~end|the end of|next|spring|summer|fall|autumn|winter|(?:\w+ )?months?|a year|(?:19|20)\d\d|the new year)\b`,
    ),
    unless: PRICED_DEAL,
    unlessBefore: NOT_A_FORECAST,
  },
  // Holders promised happiness: "anyone holding NWM is going to be very happy in twelve months".
  {
    re: rx(
      String.raw`\b(?:will|'ll|(?:is|are) going to) be (?:very |so |extremely |really |incredibly )?(?:happy|glad|thrilled|delighted|smiling|grateful|pleased|rich|wealthy) (?:in|by|within|when|once|a year|twelve|next|come)\b`,
    ),
    needs: rx(String.raw`\b(?:holding|hold|own|owning|bought|buy|shareholders?|investors?|you|holders)\b`, 'i'),
  },
  // "the shares could easily climb 300%", "NWM will be trading above $5", "destined to climb far higher".
  {
    re: rx(
      String.raw`\b${CLAIM_SUBJECT}\b[^.;:!?]{0,40}?\b${ANY_MODAL}${ADVERB}(?: be)? (?:${GROWTH_VERB}${NOT_STOCK_OBJECT}|${RISE_VERB}(?: (?:to|by|above|over|past|beyond|toward|towards|as high as|at least|another|up to|well|into|through|a))*(?: [\w-]+){0,2}? ${MAGNITUDE})`,
    ),
    unlessBefore: NON_STOCK_QUANTITY,
    unless: rx(
      String.raw`\b(?:price of (?:gold|silver|copper|oil|gas|lithium|uranium|nickel|bitcoin|\w+ (?:ore|metal))|(?:gold|silver|copper|oil|gas|lithium|uranium|nickel|commodity|metal|spot|electricity|power|energy) prices?)\b`,
      'i',
    ),
  },
  // A ticker as the subject (case-sensitive): "NWM will be trading above $5".
  {
    re: rx(
      String.raw`(?<=(?<![\w$])(?!(?:AI|EV|US|UK|EU|FDA|SEC|CEO|CFO|GDP|ESG|IPO|EPS|NAV|ETF|ASX|TSX|LSE|AIM|CSE|OTC)\b)[A-Z]{2,5}(?:'s (?:shares|stock|share price))? )${ANY_MODAL}${ADVERB}(?: be)? (?:${GROWTH_VERB}${NOT_STOCK_OBJECT}|${RISE_VERB}(?: (?:to|by|above|over|past|beyond|toward|towards|at least|well))*(?: [\w-]+){0,2}? ${MAGNITUDE})`,
      'g',
    ),
  },
  // "we predict the shares will gain 200%", "look for the shares to double", "I see this stock running to $2".
  {
    re: rx(
      String.raw`\b(?:expect|see|think|believe|predict|anticipate|forecast|look for|looking for|calling for|call for|count on|bet on|project|envision|picture)\w*\b[^.;:!?]{0,25}?\b${THE}(?:${STOCK_NOUN}|${MONEY_NOUN})\b(?: (?:to|will|'ll|could|should|would|can|might|may))?${ADVERB}(?: be)? (?:${GROWTH_VERB}${NOT_STOCK_OBJECT}|${RISE_VERB}(?: (?:to|by|above|over|past|beyond|toward|towards|as high as|at least|another|up to|well|into|a))*(?: [\w-]+){0,2}? ${MAGNITUDE})`,
    ),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // Big-gain nouns after a modality or a "poised for": "investors will see massive gains", "primed for a massive breakout".
  {
    re: rx(
      String.raw`\b(?:${ANY_MODAL}(?: \w+)? (?:see|get|make|enjoy|deliver|reap|produce|generate|post|have|be in for)|(?:can|could|should) expect|expect|look for|(?:poised|set|primed|ready|headed|heading|due|ripe|in line|on track) for|on the (?:verge|cusp|brink) of|about to (?:see|make|start|begin|embark on)|in for)(?: an?| the| some| their| its| another)? ${GAIN_NOUN}`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|investors?|shareholders?|holders|buyers|you|your|ticker|this one|it)\b`, 'i'),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // An amount of money becoming a larger one: "your $1,000 could become $10,000".
  {
    re: rx(
      String.raw`(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?(?: (?:investment|stake|position|bet))?(?: \w+){0,3}? (?:could|will|would|can|might|should|may) (?:\w+ )?(?:become|turn into|grow (?:in)?to|be worth|balloon (?:in)?to) (?:US\$|C\$|A\$|\$|£|€)?\s?\d`,
    ),
  },
  // "worth triple what they are today", "a doubling of the share price".
  {
    re: rx(
      String.raw`\bworth (?:double|triple|twice|three times|four times|five times|ten times|\d{1,3} times|several times|many times|multiples of)\b|\b(?:doubling|tripling|quadrupling|tenfold (?:rise|increase|move)|re~rating) (?:of|in) ${THE}(?:share price|stock|shares|stock price|valuation|market cap)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|valuation|market cap|they|it|today|current)\b`, 'i'),
  },
  // Present progressive as a forecast: "NWM shares are headed north of a dollar", "this stock is going up".
  {
    re: rx(
      String.raw`\b${CLAIM_SUBJECT}(?: [\w-]+){0,2}? (?:is|are|'s|'re) (?:headed|heading|going|moving|climbing|racing|marching|rocketing|on (?:its|their) way)(?: (?:up|higher|north|to|toward|towards|for|past|above|over|beyond|of|well))+(?:(?: [\w-]+){0,2}? ${MAGNITUDE}|(?=\s*[.!,;]| (?:from here|soon|fast|quickly|this|next|by|before|once|when|after)))`,
    ),
    unlessBefore: NON_STOCK_QUANTITY,
  },
  // A multiple of today's price, or a multi-bagger as a verb: "trade at triple today's price", "could realistically 20x".
  {
    re: rx(
      String.raw`\b(?:double|triple|twice|three times|four times|five times|ten times|\d{1,3} times|several times|a multiple of|multiples of) (?:today's|the current|its current|current|the present|where it trades|what it (?:trades|costs) (?:at )?today)(?: (?:share )?(?:price|valuation|levels?|market cap))?|\b${ANY_MODAL}${ADVERB} (?:\d{1,3}x|(?:two|three|five|ten)~x)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|valuation|market cap|it|this one|price)\b`, 'i'),
  },
  // A stock's growth as the consequence of an event, in the present: "once the market wakes up, this stock rockets".
  {
    re: rx(
      String.raw`\b(?:once|when|as soon as|the moment|the day|after|if)\b[^.;:!?]{0,60}?\b${THE}(?:stock|shares|share price|ticker|it|this one) (?:rockets|soars|explodes|doubles|triples|skyrockets|moons|flies|surges|pops|rips|takes off|goes (?:parabolic|vertical|ballistic|through the roof))\b`,
    ),
  },
  // Getting ready for a big gain: "gearing up for a monster run".
  {
    re: rx(
      String.raw`\b(?:gearing up|setting up|getting ready|lining up|building up|winding up|coiling|coiled) (?:for|toward|towards)(?: an?| the| another)? ${GAIN_NOUN}`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|ticker|it|this one|chart)\b`, 'i'),
  },
  // Float and squeeze hype: "a supply shock that will force the price sharply higher", "could trigger an explosive move higher".
  {
    re: rx(
      String.raw`\b(?:force|forces|forcing|drive|drives|driving|push|pushes|pushing|propel|propels|squeeze|squeezes) (?:the )?(?:share price|stock price|price|stock|shares|it|this)(?: \w+ly)? (?:higher|up|through the roof|to new highs)\b|\b(?:trigger|spark|ignite|set off|unleash|cause)\w* (?:an? )?(?:explosive|violent|massive|huge|big|sharp|parabolic|vertical|monster) (?:move|run|rally|squeeze|spike|breakout)(?: (?:higher|up))?\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|share price|price|float|register|shorts?|buying|supply|it|this)\b`, 'i'),
    unlessBefore: NON_STOCK_QUANTITY,
    unless: rx(
      String.raw`\b(?:price of (?:gold|silver|copper|oil|gas|lithium|uranium|nickel|bitcoin)|(?:gold|silver|copper|oil|gas|lithium|uranium|nickel|commodity|metal|spot) prices?)\b`,
      'i',
    ),
  },
  // A re-rating or a higher price as what holders will get: "we fully expect a material re-rating", "will be rewarded with a far higher price".
  {
    re: rx(
      String.raw`\bexpect\w*(?: \w+)? (?:a|an) (?:\w+ )?re~?rating\b|\b(?:will|'ll|(?:is|are) going to) (?:see|get|enjoy|witness|benefit from) (?:a|an|the) (?:\w+ )?re~?rating\b|\b(?:rewarded|compensated) with (?:an? )?(?:\w+ )?(?:higher (?:share |stock )?price|re~?rating)\b|\bexpect\w*\b[^.;]{0,60}\bto (?:\w+ly )?(?:increase|lift|boost|raise|drive up|push up|double|re~?rate) (?:the|our|its) (?:share price|stock price|valuation|market cap\w*)\b`,
    ),
  },
  // "NWM will be a $10 stock".
  {
    re: rx(
      String.raw`\b(?:will|could|should|would|can|(?:is|are) (?:going|set|poised|destined|bound) to) (?:soon )?be an? ${CURRENCY_NUM}(?:~plus)? (?:stock|share|ticker)\b`,
    ),
  },
];

const GUARANTEE_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\bheads,? you win\b|\b(?:certain|sure|bound|guaranteed) to (?:grow|rise|appreciate|go up|climb|gain)\b|\bnone of the (?:usual )?risks?\b|\b(?:no (?:scenario|way|chance|world|circumstances?)(?: in which| where| that)?)(?: \w+){0,3}? (?:lose|loses|lost|lose money|come out behind|get hurt)\b|\b(?:losses|losing|a loss) (?:are|is) (?:out of the question|impossible|not (?:an option|possible))\b|\bthere'?s no losing\b|\b(?:can ?not|can'?t|won'?t|will not) (?:fall|drop|decline|lose) (?:in )?value\b|\beven if\b[^.;]{0,40}\b(?:come out ahead|still (?:win|profit|make money|double))\b|\b(?:returns?|profits?|gains?|upside)\b(?: [\w']+){0,3}? (?:a lock|a sure thing|a certainty|a given)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:only (?:goes|go|going|heading|headed|moves?) (?:one way|up|higher)|one~way (?:bet|street|ticket|trade))\b|\b(?:none of the|without the|with no|with zero) (?:risk|downside)\b|\b(?:will|'ll) (?:deliver|produce|generate|pay|provide|keep delivering) (?:steady|consistent|reliable|guaranteed|predictable|dependable|safe) (?:gains|returns|profits|income|dividends)\b|\b(?:untouchable|bullet~?proof|rock~solid|iron~?clad|unbreakable) (?:dividend|payout|distribution|yield|returns?|investment)\b|\b(?:dividend|payout|distribution|yield|investment|capital)s? (?:is |are |look |looks )?(?:\w+ )?(?:untouchable|iron~?clad|unbreakable)\b|\bworst case,? (?:you|investors|shareholders|holders) (?:break even|lose nothing|get (?:your|their) money back|double|still)\b|\b(?:make|earn|get) (?:\w+ )?times (?:your|their) money\b|\blosing (?:money|your (?:money|shirt|investment))(?: [\w']+){0,3}? (?:is|would be) (?:almost |nearly |virtually |practically )?impossible\b|\bsafe haven\b`,
    ),
    needs: rx(
      String.raw`\b(?:stock|shares?|investment|invest\w*|you|your|holders|shareholders|investors|this one|trade|money|dividend|it|buy|gains|returns)\b`,
      'i',
    ),
  },
  {
    re: rx(
      String.raw`\b(?:cannot|can'?t|can not|will not|won'?t|could not|couldn'?t) (?:possibly |ever )?fail\b|\bprotect\w* (?:you|investors|shareholders|holders|your \w+)(?: \w+)? (?:from|against) (?:any |all |every )?(?:loss|losses|downside|risk)\b|\bimpossible (?:for [\w']+(?: \w+)? )?to (?:lose|go down|fall|drop|fail|decline)\b|\bevery (?:dollar|cent|penny)(?: [\w']+){0,4}? (?:is|will be|stays|remains) (?:\w+ )?(?:safe|protected|secure)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|investment|invest\w*|you|your|holders|shareholders|this one|trade|money|dollar|it)\b`, 'i'),
  },
  {
    re: rx(
      String.raw`\b(?:carr(?:y|ies)|has|have|with|involves?|comes? with|poses?) (?:no|zero|little to no|virtually no|almost no|practically no|basically no) (?:risk|downside)\b|\bno risk whatsoever\b|\b(?:zero|no) (?:chance|possibility|way) (?:of|to) (?:losing|lose|a loss|loss|going down|failure|losses)\b|\bimpossible to lose\b|\b(?:can'?t|cannot|can not|won'?t|will not|never|don'?t|do not) (?:ever )?(?:possibly )?lose (?:money|a (?:cent|penny|dime|dollar)|(?:your|their|a) (?:money|investment|shirt|capital))\b|\bcan'?t~miss\b|\bsure~?fire\b|\bsafest (?:stock|investment|bet|play|way to (?:grow|invest|make))\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:(?:this|it|that)(?:'s| is) a (?:lock|given|slam dunk|layup|gimme))\b|\b(?:certain|sure|bound|guaranteed|assured) to (?:make|earn|profit|win|pay off|reward|double|triple)\b|\bno way (?:this|the|it|that|these|shares|you)(?: \w+)? (?:goes|can go|will go|could go|falls?|drops?|loses?|go) (?:down|lower|to zero|wrong|anywhere but up)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:dividends?|payouts?|distributions?|yield) (?:will|can|would) never (?:be )?(?:cut|reduced|suspended|fall|drop|stop)\b|\b(?:dividends?|payouts?|distributions?) (?:is|are|remains?) (?:completely |totally |100% |perfectly |absolutely )?(?:safe|secure|guaranteed|rock~solid|bullet~?proof)\b|\b(?:capital|principal|investment|money|savings) (?:will be|would be|stays|remains|is going to be|is|are) (?:completely |fully |totally |100% |perfectly |absolutely )?(?:safe|secure|protected|safeguarded|shielded|insulated)\b`,
    ),
    needs: rx(String.raw`\b(?:your|their|investors?|shareholders?|you|dividends?|payouts?|stock|shares)\b`, 'i'),
  },
  {
    re: rx(
      String.raw`\b(?:returns?|profits?|gains?|income|payouts?|upside|dividends?|distributions?)\b(?: [\w'.$£€]+){0,6}? (?:are|is|will be) (?:a |an |all but |virtually |practically )?(?:certain(?:ty)?|assured|guaranteed|locked in|a lock|a given|a sure thing|sure|inevitable)\b`,
    ),
  },
  // Safety as a fact of the stock: "the shares are effectively bulletproof", "never lost money for its shareholders and never will".
  {
    re: rx(
      String.raw`\b(?:shares|stock|investment|it|this one|capital)\b[^.;]{0,20}\b(?:as |is |are |looks |stays )(?:effectively |essentially |virtually |practically |totally |completely )?(?:bullet~?proof|fail~?safe|copper~bottomed|iron~?clad|lose~?proof)\b|\bnever (?:lost|lose|loses) (?:money|a (?:cent|penny|dime|dollar))\b[^.;]{0,40}\b(?:and|or|&) (?:it |they )?never will\b`,
    ),
  },
];

const URGENCY_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\b(?:won'?t|will not|never) get (?:another|a second|a better) (?:chance|shot|opportunity)\b|\bonly (?:a few|\d+|two|three) (?:days|hours|weeks) (?:remain|left)\b|\b(?:right now|now|today) is the (?:entry|time|moment)\b|\bevery (?:day|hour|minute|second) you (?:hesitate|delay|sit|wait)\b|\b(?:those|anyone|people) who waited\b|\byou know what to do\b|\bdrop everything\b|\b(?:you'?ve|you have|you will have|you'll have) missed (?:it|the boat|the move|out)\b|\bit'?s over for (?:anyone|those|you)\b|\bsitting on the sidelines\b|\bthe countdown (?:has begun|is on|begins)\b|\b(?:don'?t|do not) (?:make (?:that|the same) mistake|waste (?:them|it|this|the chance|the opportunity))\b|\bsnooze\b[^.]{0,30}\blose\b|\b(?:cheap|discounted) shares (?:are|will be) gone\b|\b(?:it|this) (?:has to|must|needs to) be (?:now|today)\b|\bdo your thing\b|\bhead start\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:bargain|deal|opportunity|discount|price|chance|window|entry)\b[^.;]{0,20}\b(?:will be|is|'ll be) (?:gone|over|closed|history)\b (?:by|before|after|soon|tomorrow|in|once)\b|\bonly (?:a (?:few|handful)|\d+) (?:of )?(?:shares|spots|seats|units) (?:are |is )?(?:left|remaining|available)\b|\b(?:won'?t|will not|never) be able to (?:buy|get in|get shares|pick up shares)\b|\bbuy (?:\w+ )?(?:before|by) (?:lunch|noon|the bell|the opening bell|month~end|the end of the (?:day|week))\b|\b(?:never|not) be this (?:good|cheap|low|attractive) again\b|\btick~?,? tock\b|\bclock is (?:running|ticking)\b|\b(?:start|go|get) buying\b|\bstop (?:reading|waiting|thinking|hesitating) and\b|\bif you (?:can )?(?:only )?buy one (?:stock|share|thing)\b|\btrade of the (?:decade|year|century|lifetime)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:you (?:have|'ve got|got) (?:only )?until|you have (?:only )?(?:until|till)) ${DAYS}\b|\bbefore (?:it|the stock|the shares|shares|this one|the price|prices|the share price)(?: \w+)? (?:${GROWTH_VERB}|jumps|rises|climbs|moves|runs|pops|goes up|spikes|rallies)\b|\b(?:won'?t|will not|isn'?t going to|can'?t) (?:be|stay|remain) (?:this|that|so) (?:cheap|low|undervalued|affordable)\b|\b(?:hesitate|wait|blink|delay|dither|sleep on it)(?: \w+)? and you(?:'ll| will| could| might|'re going to) (?:miss|regret|lose|kick|be left)\b|\bwhat are you waiting for\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:need|have|got|must|ought) to (?:get|buy|jump|pile|move|act|grab|load|position)(?: [\w$.'-]+){0,4}? (?:immediately|now|today|right away|fast|quickly|asap|before)\b|\b(?:jump|get|pile|dive|hop) (?:in|into|on board)(?: [\w$.'-]+){0,3}? (?:now|immediately|today|right away|before|while)\b|\bmiss(?:ing)? the boat\b|\bthe longer you wait\b|\b(?:won'?t|will not|isn'?t going to|can'?t) stay (?:this |that |so )?(?:cheap|low|undervalued|at these (?:levels|prices)|under)\b|\bwhile (?:they|it|shares|the shares|the stock|prices?|the price)(?:'re| are|'s| is) still (?:cheap|low|under|affordable|available|at|undervalued)\b`,
    ),
    unlessBefore: CORPORATE_ACTOR,
  },
  {
    re: rx(String.raw`\b(?:move|act) (?:fast|quickly|swiftly|now)\b|\b(?:now|today) or never\b|\bno time to (?:waste|lose)\b`),
    needs: INVESTING,
    unlessBefore: CORPORATE_ACTOR,
  },
  // The window as closing: "the share price will not wait for latecomers", "get set before the quarterly lands".
  {
    re: rx(
      String.raw`\b(?:will not|won'?t|doesn'?t|does not) wait (?:around )?for (?:latecomers|anyone|anybody|you|stragglers|the hesitant|late buyers)\b|\blatecomers\b|\bget (?:set|positioned|in|on board) before\b|\byou(?:'ll| will) be paying (?:double|twice|triple|a lot more|much more|more)\b|\bwho (?:hesitate|wait|delay|dither)\w*(?: \w+)? (?:risk|will|could|may) (?:miss|be left|regret)\w*`,
    ),
    needs: INVESTING,
    unlessBefore: CORPORATE_ACTOR,
  },
];

const FAMOUS_STRUCTURE: readonly Matcher[] = [
  // Any named company as the model: "the next Pilbara Minerals", "BHP in its infancy", "Ivanhoe Mines all over again".
  {
    re: rx(
      String.raw`\b(?:[Tt]he next|[Aa]nother|[Aa] (?:mini|little|baby|young|pocket~sized|junior|tiny)|[Tt]he new) ${NOT_A_COMPARISON}${NAME}(?= in the making| all over again|[.?!,]| at a| in miniature| for| of)|${behind(String.raw`\b${NOT_A_COMPARISON}${NAME} `, String.raw`(?:in (?:its|their) infancy|all over again|in the making|written all over it|at a penny(?: stock price)?|in miniature)\b`)}|${behind(String.raw`\b(?:[Ll]ike|[Aa]s) ${NOT_A_COMPARISON}${NAME}(?:'s)? `, String.raw`did (?:in the beginning|early on|in (?:its|the) early days)`)}|\b[Ee]arly days of ${NOT_A_COMPARISON}${NAME}|${behind(String.raw`\bpath ${NOT_A_COMPARISON}${NAME} `, String.raw`took\b`)}|${behind(String.raw`\bwhat ${NOT_A_COMPARISON}${NAME} `, String.raw`built\b`)}|${behind(String.raw`\b(?:[Jj]ust )?as ${NOT_A_COMPARISON}${NAME} `, String.raw`turned\b`)}|${behind(String.raw`\b[Tt]he ${NOT_A_COMPARISON}${NAME} of (?:the )?[a-z][\w-]* `, String.raw`(?:era|space|sector|industry|world|market|listings|boom|age)\b`)}|${behind(String.raw`\b${NOT_A_COMPARISON}${NAME} `, String.raw`(?:made|turned) (?:a lot of |many )?(?:people|investors|shareholders) rich\b`)}|${behind(String.raw`\b${NOT_A_COMPARISON}${NAME} `, String.raw`meets [a-z]`)}`,
      'g',
    ),
  },
  {
    re: rx(
      String.raw`\bthe way (?:they|people|investors|we) (?:talk about|think of|remember|speak of|talk of) ${FAMOUS}\b|\b(?:[Aa]n?|[Tt]he next|[Aa]nother) ${FAMOUS} in the making\b|\b(?:will|could|should|would) be (?:compared|likened|mentioned in the same breath as|spoken of alongside)(?: to| with)? ${FAMOUS}\b`,
      'g',
    ),
  },
  {
    re: rx(
      String.raw`\b(?:[Ww]hat|[Ww]here) ${FAMOUS} was (?:in (?:19|20)\d\d|early on|at the (?:start|beginning)|before|back then)\b|\b(?:same|similar) (?:DNA|profile|set~up|trajectory|potential|story|playbook|path|look) as (?:an? )?(?:early |young )?${FAMOUS}\b|\b(?:getting|got|get|getting) in on ${FAMOUS}\b|\b(?:[Ee]arly|[Yy]oung|[Pp]re~IPO) ${FAMOUS}\b(?! (?:orders?|customers?|supplier|contract|deliveries))`,
      'g',
    ),
  },
  {
    re: rx(
      String.raw`\b(?:[Ll]ike|[Aa]s) (?:buying|owning|getting into|investing in|finding|discovering|spotting)(?: early)? ${FAMOUS}\b|\b[Rr]emind\w* (?:\w+ )?of (?:an? |the )?(?:early |young )?${FAMOUS}\b|\b(?:footsteps|path) of ${FAMOUS}\b|\b(?:bought|buying|owned|invested in|got into|getting into) ${FAMOUS}(?: stock| shares)? (?:early|in (?:19|20)\d\d|at (?:the|its) (?:start|beginning|IPO)|before)\b|\b${FAMOUS}~(?:like|style|sized|level) (?:returns|gains|growth|upside|winner|story|trajectory|run|potential)\b|\b(?:[Ss]econd|[Nn]ext|[Aa]nother) (?:chance|shot) at (?:an? )?${FAMOUS}\b`,
      'g',
    ),
  },
  // "Like Fortescue in its early days", "Rio Tinto-scale ambitions".
  {
    re: rx(
      String.raw`${behind(String.raw`\b(?:[Ll]ike|[Jj]ust like|[Aa]s) ${NOT_A_COMPARISON}${NAME},? `, String.raw`in (?:its|their) (?:early days|early years|infancy|youth)\b`)}|${behind(String.raw`\b${NOT_A_COMPARISON}[A-Z][\w&.']*`, String.raw`-(?:scale|sized|size|style|level) (?:ambitions?|upside|returns?|gains|growth|success|story|trajectory|valuation)\b`)}`,
      'g',
    ),
  },
];

const REPEAT_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\b(?:same (?:result|thing|outcome|story|move) coming|(?:further|more|much further) to run|(?:only|just) (?:at )?the (?:start|beginning) of (?:its|their|the) (?:journey|run|move)|round one|(?:will|'ll) be no different|(?:isn'?t|is not|not) about to (?:change|stop|end)|history (?:is|will be) repeating|(?:a |just a )?preview of what'?s coming|no reason (?:it|that|this) (?:can'?t|won'?t|shouldn'?t) continue|starts now|what comes next|(?:is|'s) twice the size|will be the (?:third|next|fourth)|not stopping|we'?re adding|do so again|(?:will|'ll|set to|going to) (?:do|happen) (?:it |that |so )?again)\b`,
    ),
    needs: rx(
      String.raw`\b(?:rose|ran|run|climbed|doubled|tripled|quadrupled|went from|risen|gained|compounded|outperformed|sharply higher|up every|took the stock from|soared|surged|jumped|fivefold|tenfold|tripling|doubling)\b|\d{2,4}\s?%|\bfrom \d+ cents to\b|\bfrom a penny\b`,
      'i',
    ),
    needsNearby: true,
  },
  {
    re: rx(
      String.raw`\b(?:expect|see|look for|count on|bet on)\w* (?:that|the|this|its|their) (?:streak|trend|run|rally|momentum|uptrend|performance|winning streak|outperformance) to (?:continue|keep going|persist|carry on|extend|repeat)\b|\b(?:a long way|plenty of room|lots of room|much further|much higher|a lot further|way more) (?:left )?to (?:run|go|climb)\b`,
    ),
    needs: GAINS_CONTEXT,
  },
  {
    re: rx(
      String.raw`(?:'s|'re|\bis|\bare) (?:only |just )(?:getting started|beginning|warming up|scratching the surface|heating up)\b|\b(?:this|next) (?:year|quarter|month|run|leg|time) (?:looks|could be|will be|should be|is shaping up) (?:even )?(?:better|bigger|stronger)\b|\b(?:plenty|lots|a lot|tons|loads) (?:more )?of (?:upside|room|gas|fuel|runway|gains) (?:left|ahead|remaining|to go|in the tank)\b|\b(?:rally|run|move|stock|trend|uptrend|momentum|shares) (?:still )?(?:has|have) (?:legs|(?:a lot|plenty|lots|much) (?:more )?(?:room|upside|to go|left))\b|\bshows? no signs? of (?:stopping|slowing|slowing down|letting up|fading|peaking|cooling)\b`,
    ),
    needs: GAINS_CONTEXT,
  },
  {
    re: rx(
      String.raw`\b(?:will|should|is set to|are set to|is going to|are going to|looks set to|is poised to|are poised to|can only) (?:keep|continue)(?: on)? (?:climbing|rising|going up|running|soaring|gaining|outperforming|to (?:climb|rise|run|soar|go (?:up|higher)|gain|outperform|deliver|reward))\b|\b(?:trend|rally|run|momentum|uptrend|streak|performance|gains?|run~up) (?:will|should|is set to|looks set to|is going to|is likely to|is bound to) (?:continue|persist|carry on|keep going|repeat|extend)\b`,
    ),
    needs: GAINS_CONTEXT,
    unlessBefore: NON_STOCK_QUANTITY,
  },
  {
    re: rx(
      String.raw`\b(?:do|repeat|deliver|see|pull off) (?:the same|it|that|this|a repeat(?: performance)?)(?: \w+){0,2}? again\b|\bmore of the same\b|\brepeat performance\b|\b(?:only|just|merely) the (?:beginning|start|first (?:leg|wave|step|act|inning|chapter))\b|\b(?:far from|nowhere near|not even close to) (?:over|finished|done|complete|exhausted)\b`,
    ),
    needs: GAINS_CONTEXT,
  },
  // What it did, it will do again: the repetition is the claim, with or without the figures.
  {
    re: rx(
      String.raw`\b(?:set|going|poised|about|likely|bound|ready|primed|expected) to (?:do|repeat|pull off) (?:it |that |this |the same(?: thing)? |so |the feat )?(?:all over )?again\b`,
    ),
  },
  // The past move as the forecast: "investors can expect a similar move", "our newest pick could be our biggest winner yet".
  {
    re: rx(
      String.raw`\b(?:expect|see|anticipate|look for|count on)\w* (?:a |an )?(?:similar|the same|comparable|repeat|matching|like) (?:move|run|rally|result|gain|performance|reaction|jump|surge|outcome)\b|\b(?:could|will|should|may|might|is set to) be (?:our|the|my) (?:biggest|best|greatest) (?:winner|gainer|performer|pick|call) yet\b`,
    ),
    needs: GAINS_CONTEXT,
    needsNearby: true,
  },
  {
    re: rx(String.raw`\b(?:gone up|risen|rose|jumped|gained|climbed|rallied|soared|surged|popped)\b[^.;]{0,40}\bevery time\b`),
    needs: rx(
      String.raw`\b(?:another|next|upcoming|new)\b[^.;]{0,30}\b(?:announcement|contract|release|results?|update|discovery)s?\b[^.;]{0,20}\b(?:scheduled|expected|coming|due|planned)\b`,
      'i',
    ),
    needsNearby: true,
  },
];

const TESTIMONIAL_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\b${GAIN_HOLDER}(?:'s|'m|'re| is| am| are| was| were| has| have)?(?: been)?(?: now| already| all)? up (?:an average of |over |more than |nearly |almost )?(?:\d|huge|big|massive|A\$|C\$|US\$|\$|£)|\bmade (?:\w+ )?(?:\d[\d,.]*\s?(?:%|percent|x)|five figures|six figures|seven figures|(?:\w+ )?times (?:his|her|their|my|our) money|enough (?:on|from|with)|more money|a fortune|a killing|(?:US\$|C\$|A\$|\$|£)\s?\d)|\b(?:tripled|doubled|quadrupled) (?:their|his|her|my|our) money\b|\b(?:positions?|stakes?|money|investments?) (?:grow|grew|turn|turned) (?:\w+fold|\d+x)\b|\bgot rich\b|\bsitting on an? (?:[\w-]+ )?(?:\w+fold|\d+\s?%) (?:return|gain)\b|(?:US\$|C\$|A\$|\$|£)\s?\d[\d,.]*k? profit\b|\bchanged (?:their|his|her|my|our) lives\b|\bhouse money\b|\bpaid off (?:my|his|her|our|their) mortgage\b|\bbought an? (?:new )?(?:truck|car|house|boat|home|Tesla) with (?:the|his|her|my|their) (?:profits|gains|winnings)\b|\bretire (?:\w+ ){0,2}early\b|\b(?:it'?s|has|have) (?:already )?(?:tripled|doubled|quadrupled)\b|\b(?:six|seven)~figure (?:gain|profit|return)s?\b`,
    ),
    needs: [
      rx(
        String.raw`\b(?:I|I'm|I've|me|my|he|she|his|her|reader|readers|members?|subscribers?|followers?|listeners?|punters?|traders?|mate|buddy|friend|guy|mom|dad|caller|people|everyone|who|emails?|mailbag|testimonial|voicemail|told)\b`,
        'i',
      ),
      rx(String.raw`\b(?:stock|shares?|this|pick|alert|tip|junior|ticker|name|explorer|one|it)\b|\$[A-Z]{2,5}\b`, 'i'),
    ],
  },
  {
    re: rx(
      String.raw`\bpaid (?:off|for) (?:my|his|her|their|our) (?:car|loans?|student loans?|credit cards?|mortgage|house|home|debts?|kids' college|wedding|boat)\b[^.;]{0,40}\b(?:profits?|gains|winnings|shares|stock|thanks to)\b|\bturned (?:\w+ ){0,2}(?:stakes?|investments?|positions?|savings|bets?) into (?:serious|real|big|life~changing|a (?:small )?fortune|fortunes|millions|six figures)\b|\bmade more (?:on|from|with) [\w ]{1,20} than\b|\b(?:funded|paid for|financed|bankrolled) (?:my|his|her|their|our) (?:entire |whole |early )?(?:retirement|house|home|car|boat|college|kids' college)\b`,
    ),
    needs: rx(
      String.raw`\b(?:told us|wrote|readers?|members?|subscribers?|investors?|profits?|gains|shares|stock|thanks)\b|\b[A-Z]{2,5}\b`,
      'i',
    ),
  },
  {
    re: rx(
      String.raw`\b(?:put in|invested|bought|started with|staked|risked) (?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?\b[^.;]{0,40}\b(?:walked away with|cashed out (?:with|at)|turned (?:it|that) into|now (?:has|holds|sits on)|ended up with|sold for|is now worth|came out with|pocketed|made) (?:US\$|C\$|A\$|\$|£|€)\s?\d`,
    ),
  },
  {
    re: rx(
      String.raw`\b${GAINER}(?:'ve|'re|'m| am| have| has| are| is| had| were| was)?(?: been)?(?: (?:already|now|all|since|just|also|easily|collectively|reportedly|\w+ly))* (?:made|making|earned|earning|banked|banking|pocketed|netted|cleared|raked in|raking in|cashed in|cashing in|cashed out|doubled|tripled|quadrupled|turned|sitting on|up|walked away with|locked in|booked|scored|racked up)(?: [\w$,.'-]+){0,2}? ${GAIN_OBJECT}`,
    ),
  },
  {
    re: rx(String.raw`\b(?:is|are|'re|'s) (?:now )?sitting on (?:an? (?:\w+ )?fortune|(?:\w+ )?(?:gains|profits)|\d{2,4}\s?%)`),
  },
  // "turned 2k into 38k", "turned his tax refund into a down payment", "his position ... paid for his kids' tuition".
  {
    re: rx(
      String.raw`\bturned (?:(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?|\d[\d,.]*k|(?:my|his|her|their|our) (?:[\w-]+ ){0,2}?(?:refund|savings|bonus|stake|investment|paycheck|pay~?cheque|stimulus(?: check)?|inheritance)) into (?:(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k?|\d[\d,.]*k|an? (?:\w+ )?(?:fortune|down payment|deposit|house|home|car|nest egg|college fund|retirement)|six figures|seven figures)|\b(?:position|stake|shares|investment|gains|profits?|winnings)\b[^.;]{0,40}\bpaid (?:off |for )(?:[\w']+ ){0,4}?(?:tuition|college|university|school fees|mortgage|house|home|car|wedding|retirement|holiday|vacation|debts?|loans?)\b`,
    ),
    needs: rx(String.raw`\b(?:stock|shares?|name|this|pick|ticker|position|stake|explorer|biotech|junior)\b|\$[A-Z]{2,5}\b`, 'i'),
  },
];

const HINT_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\b(?:we|I) (?:hear|understand|gather|are told|have been told|'ve been told|heard|learned|'ve learned)\b(?: that)? (?:a|an|the|some|one|someone|management|they|it)\b|\b(?:there'?s|there is) (?:talk|chatter|buzz)\b|\bwell~(?:placed|connected)\b|\b(?:City|market|industry|Street|Bay Street|Howe Street) sources\b|\bthat'?s all I can say\b|\bwithout giving (?:anything|too much) away\b|\b(?:connect the dots|draw your own conclusions?|read between the lines|you didn'?t hear (?:it|this) from me|shh+)\b|\bkeep an eye on (?:this|the RNS|the news|the name|this name|the ticker|the feed|it)\b|\bwatch (?:this space|the level 2|closely)\b|\bnot (?:permitted|allowed|at liberty) to (?:describe|say|disclose|discuss)\b|\bsitting on (?:a bombshell|results|news|something|a secret)\b|\b(?:knows?|know) something\b|\bin the works\b|\b(?:talks?|negotiations?) (?:are |is )?(?:in (?:late~stage|advanced)|well advanced|at an advanced stage)\b|\bin late~stage talks\b|\b(?:could|may) be forthcoming\b|\bexpect (?:very |some |highly )?(?:material|big|major) news\b|\babout to be (?:unveiled|revealed|announced)\b|\bspotted (?:in|at|with)\b|\bheard from (?:someone|a (?:friend|source|contact))\b|\b(?:reportedly|rumou?redly) (?:included|visited|met)\b|\b(?:someone|somebody) big is (?:accumulating|buying|loading)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\bsomething\b[^.;]{0,30}\b(?:about to|going to|set to|will)\b[^.;]{0,40}\b(?:shock|stun|surprise|blow away|wake up|change everything|rock)\b|\b(?:know|knows|knew) (?:what'?s|what is|something(?: big)?(?: is)?) coming\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:I'm|I am|we're|we are|I've been|we've been|I keep|we keep) (?:\w+ )?(?:hearing|being told|getting word)\b|\b(?:those|people|folks|investors|traders|insiders) in the know\b|\b(?:huge|big|major|massive|game~changing|transformational|blockbuster|significant|explosive|monster)\b (?:\w+ )?(?:catalyst|announcement|news|deal|partner|partnership|contract|development|update|surprise)s?\b[^.;]{0,30}\b(?:next week|this week|any day|shortly|tomorrow|imminent\w*|within days|days away|about to|coming soon)\b|\b(?:partner|buyer|suitor|acquirer|bidder|major|player|giant)s? (?:is|are) (?:about|set|poised|ready|preparing|getting ready) to (?:sign|bid|pounce|make an? (?:offer|bid|move)|announce|come in|step in|swoop)\b|\b(?:is|are) circling\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:can'?t|cannot|can not|not (?:allowed|able|at liberty|free) to) (?:yet )?(?:say|reveal|disclose|tell you|share|go into|name|talk about)(?: \w+){0,2}? (?:more|much|the details|details|names?|who|what|yet|everything|specifics)\b|\b(?:on|from) (?:good|very good|solid) authority\b|\ba little bird\b|\b(?:my|our) (?:sources|contacts)\b|\binsider (?:info|information|knowledge)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:deal|buyout|takeover|offer|merger|acquisition|partnership|contract|news|announcement|catalyst|bid)s? (?:is|are) (?:very |so |now )?(?:close|near|imminent|brewing|in the works|around the corner|on the way|coming|days away|weeks away)\b(?! to (?:completion|closing|final))`,
    ),
    unless: rx(String.raw`\b(?:expected to close|closing conditions|subject to)\b`, 'i'),
  },
  {
    re: rx(
      String.raw`\b(?:know|knows|knew|see|sees) something (?:the market|the street|wall street|(?:most |other )?investors|the public|others|you|everyone else|nobody else)(?: \w+)? (?:doesn'?t|does not|don'?t|do not|hasn'?t|haven'?t)\b|\b(?:catalyst|news|development|event)(?: \w+){0,3}? (?:the market|the street|wall street|investors|the public|nobody|no one) (?:doesn'?t|does not|don'?t|do not|hasn'?t) (?:know|see|realize|expect)\b`,
    ),
  },
  // "We understand from discussions with the company...", "Insiders have hinted that...", "Something is brewing".
  {
    re: rx(
      String.raw`\b(?:we|I) (?:understand|hear|gather|have learned|'ve learned|are told|have been told) from\b|\b(?:insiders?|sources|people close to (?:the company|management))(?: \w+)? (?:have |has )?(?:hinted|tipped us|whispered|let slip|told us privately)\b|\bsomething (?:big |huge |major )?(?:is )?(?:brewing|cooking|afoot)\b|\b(?:haven'?t|have not|hasn'?t|has not) been (?:released|announced|made public) yet\b`,
    ),
  },
];

const APPROVAL_STRUCTURE: readonly Matcher[] = [
  // A future approval or deal with a certainty marker nearby: "the lease will be granted before Christmas, without question".
  {
    re: rx(
      String.raw`\b(?:will|'ll|is going to|'s going to|are going to)(?: \w+ly)?(?: be)? (?:approv\w+|grant\w*|issu\w+|lift\w*|clear\w*|sign\w*|close\w*|award\w*|follow|go through|come through|receiv\w+|win|won|land\w*|secur\w+)\b|\b${APPROVAL_NOUN} (?:is |are )?(?:coming|on (?:its|the) way|imminent)\b`,
    ),
    needs: [CERTAINTY_MARKER, REGULATORY_OR_DEAL],
    needsNearby: true,
  },
  {
    re: rx(
      String.raw`\b(?:certain|sure|bound|guaranteed) to (?:receive|get|win|obtain|secure|be granted|land|sign|close)(?: (?:its|the|a|an|their))?(?: [\w-]+){0,2}? ${APPROVAL_NOUN}\b|\bno way (?:they|it|the \w+|regulators?)(?:'ll| will| would| could| can) (?:be )?(?:den(?:y|ied)|reject(?:ed)?|refus(?:e|ed)|block(?:ed)?)\b|\b(?:effectively|practically|basically|essentially|virtually) (?:approved|done|signed|granted|secured|closed)(?: already)?\b|\b(?:approval|clearance|permits?|licen[cs]e|designation) (?:will|is going to) (?:follow|come|arrive|happen)\b`,
    ),
    unless: rx(String.raw`\b(?:if|subject to|expected to|may|might|could|would)\b`, 'i'),
  },
  {
    re: rx(
      String.raw`\b(?:have|has) all but (?:approved|signed|granted|cleared|closed|agreed|accepted)\b|\ball but (?:certain|assured|guaranteed|done|approved|signed|sealed)\b|\b(?:zero|no|not a|not any|without a|without any) doubt\b[^.;]{0,40}\b(?:will|is going to)\b`,
    ),
    needs: rx(
      String.raw`\b(?:approv\w*|permits?|licen[cs]\w*|deal|takeover|buyout|merger|acquisition|contract|listing|uplisting|partnership|offer|agreement|FDA|regulators?|mine|project|issued|granted)\b`,
      'i',
    ),
  },
  {
    re: rx(
      String.raw`\b(?:will|is going to|are going to)(?: \w+)? rubber~stamp\b|\bas good as (?:signed|done|approved|granted|closed|sealed|certain|guaranteed|won|in the bag|finished)\b|\b(?:just|only|merely) a (?:question|matter) of (?:when|time)\b`,
    ),
    needs: rx(
      String.raw`\b(?:approv\w*|permits?|licen[cs]\w*|deal|takeover|buyout|merger|acquisition|contract|listing|uplisting|partnership|offer|agreement|FDA|regulators?|shares|stock|price|trade)\b`,
      'i',
    ),
  },
  {
    re: rx(
      String.raw`\b${APPROVAL_NOUN}\b(?: [\w-]+){0,6}? (?:is|are|looks|seems|appears|as) (?:now |all but |virtually |practically |basically |essentially |effectively |100% )?(?:a )?(?:box~ticking(?: exercise)?|rubber~stamp|approved|certain(?:ty)?|guaranteed|assured|a given|a done deal|a formality|a lock|a sure thing|sure thing|in the bag|a foregone conclusion|only a matter of time|just a matter of time|inevitable|locked in|nailed on|a dead cert|a shoo~in|a slam dunk)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b${APPROVER}\b(?: \w+)? (?:will|is going to|'s going to|are going to)(?: ${CERTAIN_ADVERB})? (?:approve|clear|grant|sign off on|green~light|authori[sz]e)\b`,
    ),
  },
  {
    re: rx(
      String.raw`\b(?:will|is going to|are going to)(?: ${CERTAIN_ADVERB})? be (?:approved|cleared|granted|licensed|permitted|authori[sz]ed|issued|awarded|signed|accepted)\b`,
    ),
    needs: REGULATORY,
  },
  {
    re: rx(
      String.raw`\b(?:will|is going to|are going to) ${CERTAIN_ADVERB} (?:go through|close|complete|happen|be (?:approved|completed|signed|granted)|win|receive|get|secure|land|sign|obtain|double|triple|grow|rise|increase|be paid)\b|\b(?:dividends?|distributions?|payouts?|revenues?|sales|earnings|profits?|cash flow) (?:is|are|will be) (?:certain|sure|guaranteed|bound|assured) to\b`,
    ),
  },
  // A contract won or signed before it is: "We will win the Department of Defense contract", "a contract ... that will be signed in the coming days".
  {
    re: rx(
      String.raw`\b(?:we|the company|it)(?:'ll| will) (?:win|be awarded) (?:the|this|that) (?:[\w-]+ ){0,4}?(?:contract|tender|bid|award|concession)\b|\b(?:contract|deal|agreement|offtake|partnership)\b[^.;]{0,60}\b(?:will|is going to) be signed (?:in the coming|within|by|next|this|before)\b`,
    ),
    unless: rx(String.raw`\b(?:if|subject to|expected to|may|might|could|would)\b`, 'i'),
  },
];

const UNDERCUT_STRUCTURE: readonly Matcher[] = [
  {
    re: rx(
      String.raw`\bI(?:'d| would)(?: \w+)? (?:buy|own|load up|back up the truck|grab|be buying|be loading|be backing (?:up )?the truck|put (?:as much as (?:you|I) can|everything|every (?:spare )?(?:dollar|penny|cent)|all (?:I|you) can))\b|\b(?:strong|screaming|must|no~brainer|easy|obvious) buy\b|\bmust~own\b|\byou should (?:too|as well|do the same|buy|get in|own|load up)\b|\b(?:a )?fool (?:not )?to\b|\balways delivers?\b|\bbest buy\b|\bI(?:'m| am) (?:loading up|buying|backing up the truck|all in|adding)\b|\b(?:would|'d) (?:all )?go (?:straight )?into\b|\bmissing (?:out on )?(?:the|this) (?:trade|boat|move|opportunity|run|chance)\b|\bbest opportunity (?:on|in) the market\b|\byou already know\b|\bnever been more sure\b|\bmortgag\w+ the house\b|\btell my own (?:mum|mom|mother|kids|family)\b|\b(?:downside|risk) (?:here )?is (?:negligible|minimal|tiny|non~existent)\b|\bas close to certain\b|\bThis one won'?t\b|\bfoolish to\b|\bwill regret\b|\bonly got yourself to blame\b|\bback the truck up\b|\binsane not to\b|\btrade of the (?:decade|year|century|lifetime)\b|\bI (?:own|hold|have) (?:a lot|lots|plenty|tons|a ton|a boatload|a pile|a truckload) (?:of|more)\b|\bbest (?:stock|investment|opportunity|buy|trade|pick) I(?:'ve| have)? ever (?:seen|found|owned|come across)\b|\bI(?:'m| am)? (?:putting|put|moving|moved|investing|invested|pouring|poured) (?:my|our|all my|every) (?:\w+ )?(?:savings|money|cash|retirement|nest egg|IRA|RRSP|TFSA|401k)\b|\bI (?:just |already |also |personally )?(?:bought|added|doubled down|loaded up|backed up the truck)\b`,
    ),
    needs: DISCLAIMER,
    needsNearby: true,
  },
];

export const PATTERN_RULES: readonly PatternRule[] = [
  {
    id: 'promissory.guarantee',
    title: 'Promise or guarantee of returns',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(B) (binds broker-dealers; the de-facto standard); SEC investor alerts',
    message: 'Promises a result or says the investment carries no risk. No security offers guaranteed or risk-free returns.',
    suggestion:
      'Remove "{match}". State facts and add the risk, e.g. "There is no assurance of any return; investors could lose their investment."',
    negation: 'before',
    softeners: false,
    properNouns: true,
    attribution: false,
    supersedes: ['price.target', 'certainty.plans', 'superlative.unattributed'],
    matchers: [
      {
        re: rx(
          String.raw`\b(?:make|makes|making) (?:early |new |patient |long~term |its |our |their )?(?:investors|shareholders|holders|buyers|you|readers|backers|owners) (?:very |extremely |incredibly |filthy |seriously |truly )?(?:rich|wealthy|a fortune|millionaires)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:downside|capital|principal|investment|money) is (?:fully |completely |totally |well |100% |perfectly |absolutely |entirely )?(?:protected|safe|secure|insured)\b|\b(?:unlimited upside|upside is unlimited)\b|\brisk (?:here )?is (?:essentially |virtually |practically |basically |almost )?(?:zero|nil|non~existent)\b|\bbullet~?proof (?:investment|stock|opportunity)\b|\b(?:investment|stock|opportunity) is bullet~?proof\b|\b(?:returns?|profits?|gains?) (?:are|is) (?:\w+ly )(?:assured|certain|locked in|guaranteed)\b|\b(?:will|'ll) (?:always )?get (?:their|your|all (?:their|your)) money back\b|\briskless\b|\bno~brainer\b`,
        ),
      },
      {
        // Dividends promised with certainty: "will receive a 12% yield every year, no matter what".
        re: rx(
          String.raw`\b(?:will|'ll) (?:pay|receive|get|earn|collect|keep paying)(?: [\w%]+){0,3} (?:dividends?|yield|income|distributions?)\b[^.;]{0,40}\b(?:every|each|for years|no matter|forever|always|guaranteed)\b`,
        ),
      },
      {
        // Guaranteeing a bad outcome ("guaranteed to be volatile") promises nothing.
        re: rx(
          String.raw`\bguarant(?:ee|ees|eed|eeing|y)(?: (?:returns?|profits?|gains?|income|winner|success|results?|upside|payouts?))?\b(?! to (?:be )?(?:volatile|risky|speculative|fluctuate|lose|fall|decline|drop|dilute|dilutive))(?! (?:investment|income) (?:contracts?|certificates?|funds?))`,
        ),
        needs: RETURN_CONTEXT,
      },
      {
        re: rx(String.raw`\brisk~free\b(?!~(?:rate|interest|assets?|bonds?|returns? rate|yield|discount|component|benchmark|government))`),
      },
      { re: rx(String.raw`\b(?:zero|no)~risk\b|\bwithout (?:any )?risk\b`), needs: RETURN_CONTEXT },
      { re: rx(String.raw`\bcan(?:'?t|not| not) (?:possibly )?(?:lose|go wrong|miss)\b`) },
      {
        re: rx(
          String.raw`\b(?:no~lose|sure~thing|sure~bet|sure~fire|safe~bet|slam~dunk|free money|easy money|money~back guarantee|lock in (?:gains|profits|returns))\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:can|will) only go up\b|\bonly (?:way|direction) (?:is|to go is|for (?:it|the stock|shares) is) up\b|\b(?:no|zero) downside\b|\bcan'?t go (?:down|lower)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:will|(?:is|are) going to|(?:is|are) (?:certain|sure|bound|guaranteed|a lock) to)(?: (?:easily|surely|definitely|certainly))? (?:double|triple|quadruple|go up|rise|climb|win|succeed|outperform|make (?:you )?money|pay off|make (?:you|investors) rich)\b`,
        ),
        needsBefore: STOCK_SUBJECT,
        unlessBefore: NON_STOCK_QUANTITY,
      },
      {
        re: rx(
          String.raw`\byou(?:'ll| will) (?:make|earn|profit|double|triple|get rich|never lose)\b|\b(?:certain|assured) (?:returns?|profits?|gains?|winner)\b|\b(?:returns?|profits?|gains?) (?:are|is) (?:assured|certain|locked in|a lock)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:will|(?:is|are) going to) (?:double|triple|quadruple) (?:your|investors'?) (?:money|investment|capital)\b|\bno way (?:to|you can|you could) lose\b|\b(?:stand|stands|set|going|poised) to (?:make|earn|reap|pocket|bank) (?:a fortune|a killing|millions|huge (?:profits|gains|returns)|life~changing)|\blife~changing (?:money|gains|returns|wealth|profits)\b`,
        ),
      },
      ...GUARANTEE_STRUCTURE,
    ],
  },
  {
    id: 'price.target',
    title: 'Price prediction or target',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(F); OTC Markets Policy on Stock Promotion',
    message:
      'Predicts or targets a share price or a multiple of the investment. Performance predictions are not allowed in investor communications.',
    suggestion: 'Remove "{match}". Describe the business facts and milestones instead of where the share price could go.',
    negation: 'before',
    softeners: false,
    properNouns: true,
    attribution: false,
    matchers: [
      // Structure: subject ... modality ... growth ("the stock is set to soar", "your money could grow fivefold").
      {
        re: rx(String.raw`\b${SUBJECT}\b[^.;:!?]{0,40}?\b${MODAL}(?: \w+ly)? ${GROWTH}\b`),
        unlessBefore: NON_STOCK_QUANTITY,
        // The price of a commodity, a product or a service is not the share price.
        unless: rx(
          String.raw`\b(?:price of (?:gold|silver|copper|oil|gas|lithium|uranium|nickel|bitcoin|\w+ (?:ore|metal))|(?:gold|silver|copper|oil|gas|lithium|uranium|nickel|commodity|metal|spot|electricity|power|energy) prices?)\b`,
          'i',
        ),
      },
      // "We expect the stock to triple", "we think the stock doubles this year".
      {
        re: rx(
          String.raw`\b(?:expect|see|think|believe|predict|anticipate|forecast)\w*\b[^.;:!?]{0,25}?\b${SUBJECT} (?:to )?(?:${GROWTH}|${GROWTH_INFLECTED})\b`,
        ),
      },
      // Present or past tense with a future time: "if the stock tripled by spring".
      { re: rx(String.raw`\b${SUBJECT} ${GROWTH_INFLECTED} (?:this|by|within|before|next|in the next)\b`) },
      {
        re: rx(
          String.raw`\b(?:shares|stock|price) (?:hitting|reaching|trading at) ${CURRENCY_NUM}|\btakes? (?:this|the|it)(?: stock| shares)? to ${CURRENCY_NUM}|\ba (?:move|run|rally|pop) (?:to|toward|towards|above|past) ${CURRENCY_NUM}|\bon (?:its|the) way to (?:becoming )?an? (?:dollar|${CURRENCY_NUM}) stock\b`,
        ),
        unless: PRICED_DEAL,
      },
      {
        re: rx(
          String.raw`\b(?:share~|stock~)?price~(?:targets?|objectives?)\b|\btarget~price\b|\bPT (?:of |is )?\$\s?\d|\btarget(?: of| at|:) ${CURRENCY_NUM}`,
        ),
        unless: PRICED_DEAL,
      },
      {
        re: rx(
          String.raw`\b(?:shares|stock|share price|it) to (?:reach|hit|trade (?:at|above|over)|climb to|rise to|run to|soar to|go to)(?: at least| above| over| past)? ${CURRENCY_NUM}|\b(?:shares|stock|share price|price|it) (?:re~?rating|heading|climbing|moving|running) (?:to|toward|towards|up to)(?: at least| above| over| past)? ${CURRENCY_NUM}`,
        ),
        unless: PRICED_DEAL,
      },
      {
        re: rx(
          String.raw`\b(?:will|could|should|would|can|(?:is|are) going to|set to|poised to) (?:be|become|trade as) an? ${CURRENCY_NUM} (?:stock|share|company|ticker)\b|\b(?:worth|trade at|be|fetch) (?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred|several|many) times (?:today's|the current|its current|current|the) (?:price|share price|valuation|level|market cap)\b`,
        ),
      },
      {
        // Any share-price figure said with a prediction cue: "we think $3 is conservative", "fair value is closer to C$1.40".
        re: rx(String.raw`${CURRENCY_NUM}|\b(?:a|one) (?:dollar|dime|buck) stock\b`),
        needs: [PRICE_CUE, STOCK_CONTEXT],
        unless: PRICED_DEAL,
        unlessBefore: NOT_A_FORECAST,
      },
      {
        re: rx(
          String.raw`\b(?:share price|stock|shares) (?:to|will|should|could|is set to|is poised to) (?:reflect|catch up|re~rate|close the gap|get re~rated)\b`,
        ),
      },
      {
        re: rx(String.raw`\b(?:room|potential|scope|poised) to (?:double|triple|quadruple|10x|run higher|re~rate)\b`),
        needs: STOCK_CONTEXT,
        unlessBefore: NON_STOCK_QUANTITY,
      },
      {
        re: rx(String.raw`\b(?:share|stock) price of ${CURRENCY_NUM}`),
        needs: rx(String.raw`\b(?:by|within|next|target\w*|expect\w*|points? to|forecast\w*)\b`, 'i'),
        unless: PRICED_DEAL,
      },
      {
        re: rx(String.raw`\b(?:worth|valued at)(?: at least| closer to)? ${CURRENCY_NUM}`),
        needs: rx(String.raw`\b(?:shares?|stock)\b`, 'i'),
        unless: PRICED_DEAL,
      },
      {
        re: rx(String.raw`\b(?:head(?:ed|ing)|on (?:its|the) way|next stop)(?: (?:to|for|toward|towards))? ${CURRENCY_NUM}`),
        unless: PRICED_DEAL,
      },
      {
        re: rx(
          String.raw`\b(?:will|could|should|can|may|might|would|(?:is|are) going to|set to|poised to|ready to|about to|expected to|likely to|on track to)(?: (?:easily|quickly|soon|eventually))? (?:reach|hit|trade (?:at|above|over)|climb to|rise to|run to|soar to|surge to|rocket to|jump to|go to|rally to|move to|return to|re~rate to|top|exceed|break)(?: (?:at least|as high as|above|over|past))? ${CURRENCY_NUM}`,
        ),
        unless: PRICED_DEAL,
      },
      {
        re: rx(
          String.raw`\b(?:could|can|should|may|might|would|(?:is|are) (?:set|poised|ready|about|likely) to)(?: (?:easily|quickly|soon))? (?:double|triple|quadruple|10x)\b`,
        ),
        unlessBefore: NON_STOCK_QUANTITY,
      },
      {
        re: rx(
          String.raw`\b(?:will|could|can|should|may|might|would|(?:is|are) (?:going|set|poised|ready|about|likely) to)(?: (?:easily|quickly|soon))? (?:explode|skyrocket|soar|moon|rocket|take off|go parabolic|go vertical)\b`,
        ),
        unlessBefore: NON_STOCK_QUANTITY,
      },
      {
        re: rx(
          String.raw`\b\d{1,3}(?:x|~fold) (?:returns?|gains?|upside|potential|move|runner|opportunity|from here|stock|play|winner)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|multi|\d{1,3})~baggers?\b|\b(?:could|can|will|should|set to|poised to|ready to|about to) (?:be|become|go|run) (?:an? )?\d{1,3}x\b|\b\d{2,4}\s?% (?:of )?upside\b|\bupside of (?:over |more than )?\d{2,4}\s?%|\b(?:double|triple)~digit (?:gains|returns|upside)\b`,
        ),
      },
      // "To the moon" is hype, except in a sentence about space flight.
      {
        re: rx(String.raw`(?<!\b(?:launch|land|fly|flight|travel|mission|trip|journey|rocket|return)\w* )\bto the moon\b`),
        unless: rx(
          String.raw`\b(?:NASA|ESA|lander|landers|spacecraft|payloads?|orbit\w*|lunar|rover|astronauts?|launch\w*|satellites?)\b`,
          'i',
        ),
      },
      {
        re: rx(
          String.raw`\b(?:fair value(?: of| at|:)?|valu(?:e|es|ing) (?:it|the (?:company|stock|shares)|[\w.]+) at)(?: at least)? ${CURRENCY_NUM}(?: (?:a|per) share)?`,
        ),
        unless: PRICED_DEAL,
      },
      ...PRICE_STRUCTURE,
    ],
  },
  {
    id: 'performance.repeat',
    title: 'Past performance presented as repeating',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(F)',
    message: 'Presents past gains as a trend that will continue. Past performance does not predict future results.',
    suggestion:
      'Remove "{match}". If you cite past performance, give the period and source and add that past performance does not predict future results.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    supersedes: ['endorsement.gains-testimonial'],
    matchers: [
      {
        re: rx(
          String.raw`\b(?:more to come|plenty of (?:fuel|gas|room|upside) (?:left|ahead)|(?:run|rally|move|uptrend|party|climb) is (?:far from|nowhere near) over|no end in sight|still accelerating|shows? no sign of (?:stopping|slowing)|(?:forming|happening|setting up) again|(?:do|repeat) (?:it|that) again)\b`,
        ),
        needs: rx(String.raw`\b(?:stock|shares|rally|run|gains?|rose|soared|climbed|doubled|tripled|tenfold|chart|highs?)\b|\d\s?%`, 'i'),
      },
      {
        re: rx(
          String.raw`\bup (?:over |more than )?\d{1,4}\s?%\s*(?:,|and|&)?\s*(?:is )?(?:still |keeps? )?(?:climbing|counting|rising|running|going strong|heading higher)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:already )?(?:doubled|tripled|quadrupled|soared|surged|rallied|skyrocketed|exploded|gained \d{1,4}\s?%|jumped|climbed)\b[^.!?;]{0,60}?\b(?:and|with|but) (?:there(?:'s| is) )?(?:still )?(?:plenty (?:of |more )?|lots (?:of |more )?|much more |more )(?:to come|ahead|upside|room|gains)\b`,
        ),
      },
      { re: rx(String.raw`\b(?:still|plenty of|lots of|much more) room to run\b`) },
      {
        re: rx(
          String.raw`\b(?:rally|run|move|run~up|breakout|uptrend|momentum|gains?) (?:is |has |have |are )?(?:only |just )(?:getting started|beginning|begun|started|the beginning)\b`,
        ),
      },
      { re: rx(String.raw`\bhistory (?:will|is going to|could|may|is about to) repeat\b`) },
      { re: rx(String.raw`\b(?:can|could|will|is going to) do it again\b`), needs: STOCK_SUBJECT },
      { re: rx(String.raw`\bnext leg (?:up|higher)\b`) },
      {
        re: rx(
          String.raw`\b(?:our|my) (?:last|previous|past|recent) (?:picks?|alerts?|calls?|recommendations?|profiles?) (?:gained|rose|returned|soared|surged|jumped|went up|made|delivered)\b|\b(?:our|my) (?:subscribers|readers|members|followers) (?:made|earned|banked|pocketed|gained) \d{2,4}\s?%|\bon (?:our|my) (?:last|previous|recent) (?:\w+ )?(?:pick|alert|call)\b`,
        ),
      },
      { re: rx(String.raw`\bmomentum (?:will|should|is set to|looks set to) continue\b`) },
      {
        re: rx(String.raw`\b(?:our|my) (?:\w+ )?(?:alerts?|picks?|calls?|recommendations?)\b`),
        needs: rx(String.raw`\bup (?:over |more than )?\d{2,4}\s?%|\d{2,4}\s?% (?:gains?|returns?)`, 'i'),
      },
      ...REPEAT_STRUCTURE,
    ],
  },
  {
    id: 'urgency.pressure',
    title: 'Urgency or pressure to buy',
    promotional: true,
    severity: 'critical',
    citation: 'SEC and FINRA investor alerts on pump-and-dump red flags',
    message: 'Pressures the reader to act quickly. Urgency is a classic sign of stock promotion.',
    suggestion: 'Remove "{match}". Let readers decide in their own time, e.g. "Read the company\'s filings before making any decision."',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        re: rx(
          String.raw`\b(?:will|'ll|going to) be left behind\b|\byou(?:'ll| will) (?:regret|kick yourself)\b|\bevery (?:day|hour|minute) you wait\b|\bbuy (?:\w+ ){0,3}before ${DAYS}\b|\bonly (?:until|till|through) ${DAYS}\b|\b(?:tomorrow|next week|by then|later) (?:may|might|could|will) be too late\b|\bsnap up (?:shares|the stock)\b|\b(?:and )?so should you\b`,
        ),
      },
      {
        re: rx(
          String.raw`\bact (?:now|fast|quickly|today|immediately|before)\b|\bbuy (?:[\w$]+ )?(?:shares )?(?:now|today|immediately|right away)\b`,
        ),
        unlessBefore: CORPORATE_ACTOR,
      },
      {
        re: rx(
          String.raw`\bget(?:s|ting)? in (?:now|early|before|while|on the ground floor)\b|\bback up the truck\b|\bground~floor (?:opportunity|entry|investment)\b`,
        ),
      },
      { re: rx(String.raw`\bbefore it(?:'s| is) too late\b`) },
      {
        re: rx(
          String.raw`\b(?:don'?t|do not) (?:wait|delay|get left behind|be left (?:behind|out)|sleep on (?:this|it)|miss (?:out|this (?:opportunity|one|chance|move|boat|stock)|the (?:boat|move|run|next|chance|opportunity)|your chance))\b`,
        ),
      },
      {
        re: rx(
          String.raw`\blimited~time\b|\blimited window\b|\bwindow (?:is )?(?:closing|closes|won'?t stay open|will close)\b|\btime is running out\b|\brunning out of time\b|\bonce~in~a~lifetime\b|\bnow or never\b|\b(?:won'?t|will not) last\b|\bhurry\b|\bclock is ticking\b|\bfomo\b|\bcall your broker\b|\bload up\b`,
        ),
      },
      {
        re: rx(
          String.raw`\bbefore (?:the (?:crowd|herd|rest|masses)|everyone else)\b|\bbefore (?:wall street|the (?:market|street|herd|masses|big money)) (?:catches on|wakes up|finds out|notices|gets in|piles in)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\bwhile (?:it(?:'s| is)|you still|shares are|the stock is) (?:still )?(?:can|cheap|under|low|affordable)\b|\bbefore (?:it|the stock|shares|this one) (?:takes off|runs|explodes|moves|rockets|soars|pops)\b`,
        ),
      },
      {
        re: rx(String.raw`\b(?:grab|get|secure) (?:your )?shares (?:now|today|before|while)\b|\bonly (?:a few|\d+) (?:days|hours) left\b`),
      },
      {
        // An investing imperative tied to a deadline: "accumulate shares now", "get positioned before the institutions pile in".
        re: rx(
          String.raw`\b(?:buy|get positioned|position yourself|accumulate|grab|pick up|load up|scoop up|take advantage of)\b(?: [\w$.'-]+){0,4}? (?:now|today|immediately|right away|before (?:the )?(?:institutions|funds|crowd|herd|retail|everyone|others|wall street|big money|market|street|rest of)\b|before (?:it|the stock|shares|the price)(?:'s| is| gets)? (?:priced in|takes off|runs|moves|re~rates|pops|explodes))`,
        ),
        unlessBefore: CORPORATE_ACTOR,
      },
      {
        re: rx(
          String.raw`\b(?:it(?:'ll| will)|will|would) be too late\b|\bbefore it(?:'s| is| gets) priced in\b|\bstill time to (?:buy|get in|invest|grab|load up|pick up)\b|\b(?:last|final) (?:chance|opportunity)\b|\bground~(?:floor|level) (?:opportunity|entry|investment|price)\b|\bat the ground~(?:floor|level)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:won'?t|will not|isn'?t going to) (?:be around|stay|remain|last) (?:for )?long\b|\bclosing (?:fast|quickly|soon)\b|\b(?:never|not) been a better time\b|\bdon'?t make the same mistake\b|\b(?:time|window|opportunity|chance) (?:is )?(?:running out|shrinking|narrowing)\b|\bbefore (?:it'?s|it is) gone\b|\b(?:now|today) is the time to (?:buy|get in|invest|act)\b|\b(?:best|last|final|only) (?:chance|opportunity) (?:you'll|you will|you'?re going to) (?:ever )?(?:get|have|see)\b|\b(?:don'?t|do not) expect (?:it |this |that )?to last\b`,
        ),
      },
      {
        re: rx(
          String.raw`\bends (?:today|tonight|tomorrow|soon|this week|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b`,
        ),
        needs: rx(String.raw`\b(?:chance|opportunity|invest\w*|buy|shares|discount|offer to you)\b`, 'i'),
        unless: rx(String.raw`\b(?:tender|arrangement|circular|record date|meeting|voting|proxy|election)\b`, 'i'),
      },
      ...URGENCY_STRUCTURE,
    ],
  },
  {
    id: 'disclaimer.undercut',
    title: 'Disclaimer undercut by a call to buy',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(A) (fair and balanced); SEC investor alerts',
    message:
      'Takes back a disclaimer in the same breath ("not advice, but you would be crazy not to buy"). The disclaimer no longer protects anyone.',
    suggestion: 'Remove "{match}"; keep the disclaimer on its own, without a call to buy.',
    negation: 'none',
    softeners: false,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        // The call is the span (the rewrite removes it and keeps the disclaimer); the disclaimer is the condition.
        re: rx(
          String.raw`\b(?:crazy|foolish|mad|insane|nuts) not to\b|\bso should you\b|\bbuy as many\b|\bkick yourself\b|\beasiest money\b|\bnever let (?:its|their) (?:holders|shareholders|investors) down\b|\bback up the truck\b|\bmissing out\b|\bbuy (?:now|today|more|shares|it)\b`,
        ),
        needs: rx(
          String.raw`\b(?:not (?:investment |financial )?advice|not a recommendation|do your own research|not a (?:licensed )?financial advis[eo]r|can'?t tell you what to do|(?:make|made) (?:their|your|my) own decision|past performance is no guarantee|investing involves risks?)\b`,
          'i',
        ),
        needsNearby: true,
      },
      ...UNDERCUT_STRUCTURE,
    ],
  },
  {
    id: 'certainty.results',
    title: 'Certainty about revenue, earnings or dividends',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(B) (no promissory or unwarranted statements); PSLRA s.21E(c)(1)(A)(i); CSA Staff Notice 51-356',
    message:
      'States future revenue, earnings or dividends as certain. Results and dividends depend on operations, markets and board decisions; promising them misleads investors.',
    suggestion:
      'Replace "{match}" with the company\'s guidance and its assumptions (e.g. "expects, subject to ..."), and say what could make results differ.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    supersedes: ['certainty.plans'],
    matchers: [...RESULTS_CERTAINTY],
  },
  {
    id: 'promotion.call-to-buy',
    title: 'Call to buy the stock',
    promotional: true,
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b) (touting); OTC Markets Policy on Stock Promotion; CSA Staff Notice 51-356',
    message: 'Tells readers to buy the shares. Paid issuer content may inform; it must not recommend buying the stock.',
    suggestion: 'Remove "{match}". Describe the company and its risks, and let readers decide.',
    negation: 'before',
    softeners: false,
    properNouns: true,
    attribution: true,
    yields: true,
    matchers: [...CALL_TO_BUY],
  },
  {
    id: 'comparison.famous-company',
    title: 'Comparison to a famous company',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(B) (exaggerated claims); CSA Staff Notice 51-356',
    message: 'Compares the issuer to a famous success story. The comparison implies returns the facts do not support.',
    suggestion: 'Remove "{match}". Describe what the company does and where it stands today.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        re: rx(
          String.raw`\b(?:[Tt]hink|[Pp]icture|[Ii]magine|[Rr]emember)(?: of)?(?: how)?(?: early)? ${FAMOUS}\b|\b(?:[Bb]aby|[Mm]ini|[Jj]unior) ${FAMOUS}\b|\b${FAMOUS} (?:at the (?:very )?(?:beginning|start)|in (?:19|20)\d\d, but)`,
          'g',
        ),
      },
      // Case-sensitive: "the next Zoom call" or "the next apple harvest" is not a comparison.
      { re: rx(String.raw`\b(?:[Tt]he )?[Nn]ext ${FAMOUS}\b(?! [A-Z][a-z])`, 'g') },
      { re: rx(String.raw`\b[Tt]he (?:new )?${FAMOUS} of (?:the )?[a-z][\w-]*`, 'g') },
      {
        re: rx(
          String.raw`\b(?:[Aa]nother|[Aa] new|[Aa] future|[Aa] young|[Aa]n early(?:-stage)?) ${FAMOUS}\b|\b(?:[Jj]ust )?[Ll]ike ${FAMOUS} (?:in (?:its early days|\d{4})|before (?:it|the)|did\b)|\b${FAMOUS} (?:in its early days|before (?:it|the) (?:took off|boom))|\b(?:missed|miss|missing) (?:out on )?(?:buying )?${FAMOUS}\b`,
          'g',
        ),
      },
      ...FAMOUS_STRUCTURE,
    ],
  },
  {
    id: 'buzzword.hot-sector',
    title: 'Hot-sector buzzword without substance',
    promotional: true,
    severity: 'advisory',
    citation: 'CSA Staff Notice 51-356; SEC microcap fraud alerts',
    message: 'Rides a hot sector theme without showing a plan, figures or risks.',
    suggestion: 'Replace "{match}" with what the company actually does in that sector: product, customers, spending, timeline and risks.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        re: rx(
          String.raw`\b${HOT_SECTOR} (?:play|plays|boom|revolution|wave|gold~rush|craze|mania|frenzy|bonanza|explosion|darling|supercycle|super~cycle|juggernaut|sensation)\b`,
        ),
      },
      { re: rx(String.raw`\bride the (?:\w+ ){0,2}(?:wave|boom|craze|trend|mania)\b`) },
      { re: rx(String.raw`\bpivot(?:s|ed|ing)? (?:in)?to ${HOT_SECTOR}\b`) },
      { re: rx(String.raw`\b(?:exposure|leverage) to the (?:\w+ ){0,2}(?:boom|craze|mania|supercycle|revolution|frenzy)\b`) },
    ],
  },
  {
    id: 'superlative.unattributed',
    title: 'Unattributed superlative',
    promotional: true,
    severity: 'important',
    citation: 'FINRA Rule 2210(d)(1)(B); NP 51-201',
    message: 'Makes a superlative claim without naming a source. Unsubstantiated superlatives are exaggeration.',
    suggestion: 'Replace "{match}" with a measurable fact and its source (e.g. "ranked first by [source] in [year]"), or remove it.',
    negation: 'before',
    softeners: false,
    properNouns: true,
    attribution: true,
    matchers: [
      {
        re: rx(
          String.raw`(?<!\bto the )(?<!\bat )\bbest\b(?!~(?:practices?|efforts?|interests?|estimates?|known|regards|wishes|case)\b| (?:of luck|use|available)\b)|\bbest~in~class\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:greatest|finest|biggest|strongest|fastest~growing|unmatched|unparalleled|unrivall?ed|unbeatable|second to none|like no other|one~of~a~kind|game~chang(?:ing|er)|revolutionary|world~(?:leading|class)|industry~leading|market~leading|top~tier|premier|superior|(?:lowest|highest)~(?:cost|grade|margin|quality))\b|\bground~breaking\b(?! ceremony)`,
        ),
      },
      {
        re: rx(
          String.raw`\bthe most (?:advanced|innovative|promising|exciting|undervalued|compelling|disruptive|profitable|valuable|attractive|important)\b|\bthe (?:first and )?only (?:company|producer|player|stock|miner|one|investment|opportunity|pure~play|provider|developer|explorer|listed|solution|product|platform|technology|treatment|system|asset|project)\b`,
        ),
      },
      { re: rx(String.raw`(?<![\w#])#\s?1\b|\bnumber~one\b|\bNo\.\s?1\b(?! drill)`) },
    ],
  },
  {
    id: 'certainty.plans',
    title: 'Certainty about plans',
    promotional: true,
    severity: 'important',
    citation: 'PSLRA s.21E(c)(1)(A)(i); CSA Staff Notice 51-356',
    message: 'States an uncertain future outcome as a certainty. Forward-looking statements need hedged wording and a cautionary legend.',
    suggestion:
      'Hedge "{match}" (e.g. "aims to", "could", "expects to, subject to financing and approvals") and keep the forward-looking statements legend.',
    rewrite: {
      find: /^(?:will|shall|(?:is|are) going to|(?:is|are) (?:set|poised|certain|sure|destined|bound) to)(?:\s+(?:undoubtedly|certainly|definitely|surely|soon))?/i,
      replace: 'aims to',
    },
    negation: 'before',
    softeners: true,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        re: rx(
          String.raw`\b(?:will|shall|(?:is|are) going to|(?:is|are) (?:set|poised|certain|sure|destined|bound) to)(?: (?:undoubtedly|certainly|definitely|surely|soon))? (?:dominate|revolutioni[sz]e|transform|disrupt|become (?:the|a) (?:leader|leading|dominant|next|largest|biggest|premier|major|world|global|go~to|industry)|lead the (?:industry|market|sector|world)|capture (?:the|a|\d{1,3}\s?%)|take over|own the|corner the|achieve|deliver (?:exceptional|massive|huge|record|outsized|strong|significant)|be (?:profitable|the (?:leader|next|largest|biggest|dominant))|reach profitability|generate (?:massive|huge|significant|substantial|strong|\$)|change the (?:industry|world|game)|succeed|outperform|double|triple|quadruple)\b`,
        ),
      },
    ],
  },
  {
    id: 'certainty.approvals',
    title: 'Certainty about an approval or a deal',
    promotional: true,
    severity: 'critical',
    citation: 'FINRA Rule 2210(d)(1)(B) (no promissory or unwarranted statements); PSLRA s.21E(c)(1)(A)(i); CSA Staff Notice 51-356',
    message:
      'Presents a regulatory approval, permit, listing or deal as certain. Approvals and deals can fail; stating them as settled misleads investors.',
    suggestion: 'Replace "{match}" with the facts and the conditions (e.g. "has applied for", "expects, subject to regulatory approval").',
    negation: 'before',
    softeners: true,
    properNouns: false,
    attribution: false,
    supersedes: ['certainty.plans', 'promissory.guarantee', 'info.undisclosed-hint'],
    matchers: [
      {
        re: rx(
          String.raw`\b(?:approval|clearance|permit|licen[cs]e|listing|patent) (?:will|is going to) be (?:granted|issued|approved|given|awarded)\b|\b(?:revenues?|sales|earnings|profits?|cash flow|production|output|EBITDA) (?:are|is|will be) (?:certain|sure|guaranteed|bound|assured) to\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:approval|clearance|permits?|licen[cs]es?|listing|uplisting|deal|merger|acquisition|takeover|buyout|contract|partnership|agreement|offtake|financing|funding) (?:is|are|looks|seems) (?:now )?(?:a )?(?:certain(?:ty)?|guaranteed|assured|a done deal|done|a formality|just a formality|a mere formality|a lock|a sure thing|inevitable|only a matter of time|just a matter of time|in the bag|locked in|signed,? sealed)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:will|(?:is|are) going to|(?:is|are) (?:certain|sure|guaranteed|bound|set) to)(?: (?:definitely|certainly|surely|undoubtedly|easily|soon))? (?:receive|get|win|obtain|secure|be granted|be given|land|sign|close)(?: (?:the|its|their|a|an))?(?: (?:FDA|EPA|regulatory|government|final|full|CE|Health Canada|TGA|Nasdaq|NYSE|exchange|federal|state|mining|environmental))* (?:approval|clearance|permits?|licen[cs]es?|listing|deal|merger|contract|offtake|partnership|agreement|buyout)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:FDA|regulatory|EPA|permit|government) (?:approval|clearance|sign~off) (?:will|is going to) (?:come|happen|be granted|arrive|follow)\b|\b(?:a )?done deal\b|\bapproval is (?:coming|imminent|around the corner)\b|\b(?:the )?(?:deal|merger|acquisition|contract|partnership|buyout) (?:will|is going to) (?:close|be signed|go through|be announced|complete)\b`,
        ),
        // A scheduled closing with its conditions is a fact of the deal, not a promise.
        unless: rx(String.raw`\b(?:subject to|conditional|conditions|if|once|expected|anticipated|scheduled)\b`, 'i'),
      },
      ...APPROVAL_STRUCTURE,
    ],
  },
  {
    id: 'info.undisclosed-hint',
    title: 'Hint of undisclosed information',
    promotional: true,
    severity: 'critical',
    citation: 'Regulation FD; UK MAR art.17; OTC Markets best practice',
    message: 'Hints at information the market does not have. Material news must be released to everyone at once, never teased.',
    suggestion: 'Remove "{match}". If there is material news, release it through the newswire first; otherwise say nothing about it.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        re: rx(
          String.raw`\bsomething (?:very |really )?(?:big|huge|major|special|exciting) (?:is )?(?:about to (?:happen|be announced|drop|break)|coming)\b|\b(?:people|someone|those|sources) close to (?:management|the company|the board|the deal)\b|\b(?:game~changing|blockbuster|major|huge|big|transformational) (?:announcement|news|deal|partnership)\b[^.;]{0,30}\b(?:shortly|soon|days away|any day|imminent)\b|\bstay tuned\b`,
        ),
      },
      {
        re: rx(
          String.raw`\binsiders? (?:are|have been|were) (?:quietly |aggressively |heavily )?(?:buying|loading up|accumulating|scooping|snapping)\b|\b(?:smart|big|insider|institutional) money (?:is|has been) (?:quietly )?(?:buying|loading|accumulating|moving in|piling in|flooding|pouring|rushing)\b`,
        ),
        unless: PUBLIC_SOURCE,
      },
      {
        re: rx(
          String.raw`\bbefore (?:the |this |that )?(?:news|announcement|deal|merger|buyout|takeover|results|press release|catalyst) (?:is |gets |goes )?(?:breaks?|hits?|comes? out|gets out|is out|goes public|released|announced|made public|public|drops?)\b|\b(?:when|once) (?:the |this )?(?:news|announcement) (?:breaks|hits|drops|gets out|comes out|goes public)\b|\bbefore (?:the )?(?:public|market|street) (?:knows|finds out|hears)\b|\bbefore anyone else (?:knows|finds out|hears)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:big|major|huge|massive|game~changing|transformational|blockbuster|significant|important|material|exciting) (?:news|announcements?|catalysts?|deals?|developments?|updates?|partnerships?|contracts?) (?:is |are )?(?:coming|(?:expected|due|set|slated) (?:soon|shortly|any day|imminently|within days)|imminent|pending|on the way|around the corner|about to (?:drop|hit|break|be announced)|in the works|in the pipeline)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:announcements?|news|deal|catalyst) (?:is |are )?(?:imminent|coming (?:soon|any day|shortly))\b|\bsomething (?:big|huge|major|special) (?:is )?(?:coming|brewing|in the works|about to happen|cooking)\b|\bstay tuned for (?:big|major|huge|exciting|some big)\b|\b(?:expect|brace for|get ready for|prepare for) (?:some )?(?:fireworks|big things|a big move|a huge move|major news|huge news|a (?:big )?surprise|something big)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:I|we)(?:'ve| have)? (?:heard|been told|learned) (?:that|from|whispers|rumou?rs)\b|\bsources (?:tell|told|say|said|close to)\b|\bword (?:on the street )?is\b|\brumou?r(?:s|ed)? (?:has it|say|suggests?)\b|\bwhispers? (?:of|that|about)\b|\binside (?:tip|scoop|track|word)\b|\b(?:what|something|the) (?:market|street|public) (?:doesn'?t|does not|don'?t) (?:know|see|realize)\b|\b(?:next|upcoming) (?:press release|announcement|news release|update|news) (?:will|is going to) (?:blow|shock|surprise|stun|change|send)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:imminent|secret|rumou?red) (?:buyout|takeover|take-over|acquisition|merger|deal|offer)\b|\btakeover (?:talk|rumou?rs)\b|\b(?:could|will|may|might|is about to|is set to) be (?:acquired|bought out|taken over) (?:any day|soon|shortly|imminently|any time)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:not yet|yet to be|hasn'?t (?:yet )?been|has not (?:yet )?been) (?:made )?(?:public|publicly (?:announced|disclosed)|announced|disclosed)\b`,
        ),
        needs: DEAL_WORDS,
      },
      ...HINT_STRUCTURE,
    ],
  },
  {
    id: 'promise.listing-buyback',
    title: 'Listing or buy-back promise',
    promotional: true,
    severity: 'advisory',
    citation: 'BC Securities Act 2020 amendments (unconfirmed section: not checked against the primary text)',
    unconfirmed: true,
    message: 'Promises an exchange listing or a buy-back of shares to make the shares look safer or more valuable.',
    suggestion: 'Remove "{match}" unless a listing application or buy-back is approved and announced; then state the facts and conditions.',
    negation: 'before',
    softeners: true,
    properNouns: false,
    attribution: false,
    matchers: [
      {
        re: rx(
          String.raw`\b(?:up~?list(?:ing|ed|s)?|graduat(?:e|es|ing|ion)) (?:to|onto) (?:the )?(?:NASDAQ|NYSE(?: American)?|TSX|OTCQX|OTCQB|ASX|LSE|a (?:major|senior|national|bigger) exchange)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:will|(?:is|are) (?:set|about|poised|going) to) (?:soon )?(?:be )?(?:listed|list|trade|trading) on (?:the )?(?:NASDAQ|NYSE|TSX|ASX|a (?:major|senior|national) exchange)\b`,
        ),
      },
      { re: rx(String.raw`\bthe (?:upcoming |coming |planned |imminent )?up~?listing\b`) },
      {
        re: rx(
          String.raw`\b(?:buy~back|repurchase) (?:guarantee|promise)\b|\b(?:will|promise to|guarantee to) (?:buy back|repurchase) (?:your|investors'?|all) shares\b`,
        ),
      },
    ],
  },
  {
    id: 'mining.unsupported-claim',
    title: 'Mining claim without data',
    promotional: true,
    severity: 'important',
    citation: 'NI 43-101; CSA Staff Notice 51-356',
    message: 'Claims grade, size or value of a deposit without sampling data, a resource estimate or a feasibility study.',
    suggestion:
      'Replace "{match}" with reported data (assays, drill intervals, resource category) prepared by a qualified person, or remove it.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    unlessText: MINING_DATA,
    supersedes: ['superlative.unattributed'],
    matchers: [
      {
        re: rx(
          String.raw`\bhigh~grade potential\b|\bworld~class (?:deposit|discovery|project|asset|resource|ore~body|mine|land package)\b|\b(?:multi~)?million~ounce (?:potential|deposit|target|discovery|system)\b|\bcompany~making (?:discovery|deposit|asset)\b|\belephant(?:~(?:sized|scale))? (?:deposit|discovery|target)\b|\bbonanza~grades?\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:could|may|might|potential to|likely to) (?:host|contain|hold) (?:an? )?(?:multi~)?(?:million|billion|\d+(?:\.\d+)? (?:million|billion))\b|\bin~(?:the~)?ground value\b|\b(?:worth|valued at) (?:US\$|C\$|A\$|\$)\s?\d[\d.,]*\s?(?:million|billion|m|bn|b)\b[^.]{0,30}\b(?:in the ground|of (?:gold|silver|copper|lithium|ore|metal|uranium))\b`,
        ),
      },
    ],
  },
  {
    id: 'endorsement.testimonial',
    title: 'Testimonial or celebrity endorsement',
    promotional: true,
    severity: 'advisory',
    citation: 'SEC investor alert on social media and investment fraud; FINRA Rule 2210',
    message: 'Leans on testimonials, media appearances or famous names instead of facts about the company.',
    suggestion: 'Remove "{match}". If a third party said something, quote it with its source and any compensation.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    matchers: [
      { re: rx(String.raw`\bas (?:seen|featured|heard) (?:on|in)\b|\bendorsed by\b|\btestimonials?\b`) },
      { re: rx(String.raw`\b(?:celebrity|famous|billionaire|legendary) (?:investors?|endorsements?|backers?|traders?|fans?)\b`) },
      {
        re: rx(
          String.raw`\b(?:Elon Musk|Warren Buffett|Buffett|Cathie Wood|Jim Cramer|Mark Cuban|Bill Gates|Jeff Bezos|Peter Lynch|Ray Dalio|Michael Burry|Kevin O'Leary|Robert Friedland|Frank Giustra)\b`,
          'g',
        ),
      },
      {
        re: rx(
          String.raw`\b(?:top|leading|expert|smart) (?:analysts|experts|traders|investors|money managers) (?:agree|say|are (?:buying|loving|bullish)|love|recommend|are calling)\b|\b(?:investors|readers|subscribers|members|traders) are (?:raving|thrilled|flocking|piling in|loving)\b`,
        ),
      },
    ],
  },
  {
    id: 'endorsement.gains-testimonial',
    title: 'Testimonial of gains',
    promotional: true,
    severity: 'critical',
    citation: 'SEC investor alert on social media and investment fraud; FINRA Rule 2210(d)(1)(B) and (d)(6)',
    message: "Tells of someone's gains from the stock. A testimonial of profits implies the reader will make them too.",
    suggestion: 'Remove "{match}". Past gains of others say nothing about what a reader will make.',
    negation: 'before',
    softeners: false,
    properNouns: false,
    attribution: false,
    supersedes: ['endorsement.testimonial'],
    matchers: [
      {
        re: rx(
          String.raw`\bmade enough (?:on|from|with) (?:these|the|this|its) (?:shares|stock)\b|\bwho (?:have )?(?:already )?(?:doubled|tripled|quadrupled) their (?:money|investment)\b|\b(?:members|readers|subscribers|followers|clients)\b[^.;]{0,30}\b(?:cashed in|banked|pocketed)\b`,
        ),
      },
      {
        re: rx(
          String.raw`\b(?:one|our|a|another) (?:reader|subscriber|member|client|follower|investor|trader) (?:who )?(?:made|turned|earned|banked|pocketed|gained|doubled|tripled|cashed in|retired)\b|\b(?:I|we|my (?:wife|husband|father|mother|friend|brother|sister)|early (?:investors|buyers|shareholders)|(?:those|investors|readers|subscribers|people) who (?:bought|got in|invested|listened|followed)(?: \w+){0,3}) (?:have )?(?:already )?(?:made|turned|earned|banked|pocketed|doubled|tripled|quadrupled|cashed in|retired)\b`,
        ),
        needs: rx(
          String.raw`(?:US\$|C\$|A\$|\$|£|€)\s?\d|\d\s?%|\b(?:fortune|killing|money|profits?|gains?|rich|millions?|thousands|doubled|tripled|quadrupled|retired|retire)\b`,
          'i',
        ),
      },
      {
        re: rx(
          String.raw`\bturned (?:a |an |their |his |her |my |our )?(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*k? (?:investment |stake )?into (?:US\$|C\$|A\$|\$|£|€)?\s?\d|\b(?:paid off (?:my|his|her|their) (?:mortgage|house|debts?)|quit (?:my|his|her) (?:day )?job)\b[^.]{0,60}\b(?:shares|stock|this (?:stock|company|one)|thanks to)\b`,
        ),
      },
      ...TESTIMONIAL_STRUCTURE,
    ],
  },
  {
    id: 'fls.safe-harbor-penny',
    title: 'Safe harbor claimed for a penny stock',
    promotional: false,
    severity: 'important',
    citation: 'Securities Act s.27A(b); Exchange Act s.21E(b) (no safe harbor for penny-stock issuers)',
    message:
      "Claims the PSLRA safe harbor, which does not cover penny-stock issuers (OTC Pink). The claim misstates the reader's protection.",
    suggestion: 'Remove the safe-harbor reference; keep the forward-looking statements legend with its cautionary factors.',
    negation: 'clause',
    softeners: false,
    properNouns: false,
    attribution: false,
    pennyStockOnly: true,
    matchers: [{ re: rx(String.raw`\bsafe~harbou?r\b`) }],
  },
  PLACEHOLDER_RULE,
];

/** Markers of a UK inside-information announcement (the MAR statement). */
export const INSIDE_INFO_MARKERS: readonly RegExp[] = [
  rx(String.raw`\binside information\b|\bMarket Abuse Regulation\b`),
  rx(String.raw`\b(?:UK )?MAR\b`, 'g'),
];

/** Composite and document rules: detected by the engine from the disclosure recognisers and other findings. */
export const DOCUMENT_RULES = {
  paidIncomplete: {
    id: 'paid.incomplete',
    title: 'Paid content without payer and amount',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); CSA Staff Notice 51-356; BC Notice 51-703',
    message:
      'Says the content is paid or sponsored, but the payment disclosure names {missing}. The law asks for the payer, the amount and the form of payment.',
    suggestion: 'Write e.g. "{paid}"',
  },
  paidContradicted: {
    id: 'paid.contradicted',
    title: 'Paid-content disclosure contradicted',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); CSA Staff Notice 51-356',
    message:
      'Says the content is unpaid or independent, while it also discloses a payment. A reader cannot tell which is true; the denial misleads.',
    suggestion: 'Remove "{match}" and keep the disclosure of who paid, how much and in what form.',
  },
  classified: {
    id: 'promotion.classified',
    title: 'Reads as stock promotion',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); FINRA Rule 2210(d)(1); CSA Staff Notice 51-356 (classifier trained on labelled passages)',
    message:
      'No specific rule matched, but a classifier trained on labelled promotional and issuer passages reads this sentence as stock promotion; the words that weighed most: {cues}. A person should review it.',
    suggestion: 'Rewrite the sentence as a plain fact about the company, or remove it.',
  },
  insideInfoMarketing: {
    id: 'uk.inside-info-marketing',
    title: 'Inside information mixed with marketing',
    severity: 'advisory',
    overrides: [{ exchanges: ['LSE', 'AIM'], severity: 'critical' }],
    citation: 'UK MAR art.17(1)',
    message:
      'An inside-information announcement is combined with promotional copy. UK MAR forbids combining inside information with marketing.',
    suggestion: 'Publish the announcement through an RIS as a plain factual release; keep marketing copy separate.',
  },
  noRiskLanguage: {
    id: 'balance.no-risk-language',
    title: 'One-sided: no risks mentioned',
    severity: 'important',
    citation: 'FINRA Rule 2210(d)(1)(A); NP 51-201',
    message: 'Promotional content that mentions no risk or uncertainty is one-sided.',
    suggestion: `Add the main risks in plain words next to the claims, e.g. "${ADDED.risks}"`,
  },
  paidMissing: {
    id: 'required.paid-disclosure',
    title: 'Paid-content disclosure missing',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); BC Notice 51-703; OTC Markets best practice',
    message: 'No paid-content disclosure naming the payer and the amount.',
    suggestion: 'Add: "{paid}"',
  },
  aiMissing: {
    id: 'required.ai-disclosure',
    title: 'AI-assistance disclosure missing',
    severity: 'critical',
    citation: 'IssuerWire product policy (no legal mandate found)',
    message: 'No statement of what wrote the content: AI assistance (naming the model) or automated writing software.',
    deniedMessage:
      'The text denies that software wrote it, but IssuerWire content is drafted by an AI model or automated writing software and must say which.',
    suggestion: `Add: "${ADDED.ai}"`,
  },
  notAdviceMissing: {
    id: 'required.not-advice',
    title: 'Not-investment-advice disclosure missing',
    severity: 'critical',
    citation: 'IssuerWire product policy (no legal mandate found)',
    message: 'No statement that the content is not investment advice.',
    suggestion: `Add: "${ADDED.notAdvice}"`,
  },
  legendMissing: {
    id: 'required.fls-legend',
    title: 'Forward-looking statements legend missing',
    severity: 'critical',
    citation: 'PSLRA 1995: Securities Act s.27A(c), Exchange Act s.21E(c); NI 51-102 Part 4A',
    message: 'The text makes forward-looking statements but carries no forward-looking statements legend.',
    unidentifiedMessage:
      'The text names risks but does not identify which of its statements are forward-looking, so the cautionary language protects nothing.',
    suggestion: `Add a legend that identifies the forward-looking statements and names the factors that could make results differ, e.g. "${ADDED.legend}"`,
  },
  legendIncomplete: {
    id: 'fls.legend-incomplete',
    title: 'Legend without cautionary factors',
    severity: 'important',
    citation: 'PSLRA s.21E(c)(1)(A)(i) ("meaningful cautionary statements")',
    message: 'Mentions forward-looking statements but names no risks or factors that could make results differ.',
    suggestion: `Add: "${ADDED.cautionary}"`,
  },
  caAssumptions: {
    id: 'fls.ca-assumptions',
    title: 'Legend without material assumptions (Canada)',
    severity: 'important',
    citation: 'NI 51-102 Part 4A (s.4A.3)',
    message: 'Canadian forward-looking information must state the material assumptions behind it.',
    suggestion: `Add: "${ADDED.assumptions}"`,
  },
  factsMismatch: {
    id: 'disclosure.facts-mismatch',
    title: 'Disclosure out of date',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); IssuerWire product policy',
    message: 'The disclosure states {field} as {stored}, but {source} is now {expected}: the disclosure no longer tells readers the truth.',
    suggestion:
      'Regenerate the article, or save an edit of it, so that its disclosures are written again from the campaign and the listing.',
  },
  factsNotInText: {
    id: 'disclosure.facts-not-in-text',
    title: 'Recorded disclosure not in the text',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); IssuerWire product policy',
    message: 'The {item} disclosure recorded with this article is not in its text word for word.',
    suggestion: 'Save the article again: the disclosures are restored at its end.',
  },
} as const satisfies Record<string, DocumentRule>;

const ALL_RULES: readonly (PatternRule | DocumentRule)[] = [...PATTERN_RULES, ...Object.values(DOCUMENT_RULES)];

/** Every rule by id (pattern and document rules). */
export const RULES_BY_ID: ReadonlyMap<string, PatternRule | DocumentRule> = new Map(ALL_RULES.map((r) => [r.id, r]));

/** The severity and citation of a rule for a listing (UK marketing rule is critical only on LSE/AIM). */
export function severityFor(
  rule: Pick<PatternRule, 'severity' | 'citation' | 'overrides'>,
  exchange: string,
): { severity: Severity; citation: string } {
  const override = rule.overrides?.find((o) => o.exchanges.includes(exchange));
  return {
    severity: override?.severity ?? rule.severity,
    citation: override?.citation ?? rule.citation,
  };
}
