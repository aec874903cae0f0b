import { CERTAINTY_MARKER, rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

const RESULT_NOUN = String.raw`(?:revenues?|sales|earnings|EPS|profits?|profitability|net income|cash flow|free cash flow|EBITDA|margins?|dividends?|payouts?|distributions?|yield|income|returns?)`;

/** Certainty about revenue, earnings or dividends (issue 18 point 2). */
const RESULTS_CERTAINTY: readonly Matcher[] = [
  {
    triggers:
      'eps |sales |yield |cash fl|distrib|dividen|earning|ebitda |free ca|income |margin |margins|net inc|payout |payouts|profit |profita|profits|return |returns|revenue',
    re: rx(
      String.raw`\b${RESULT_NOUN} (?:are |is )?coming\b[^.;]{0,30}\b(?:huge|big|fat|massive|enormous)\b|\b${RESULT_NOUN}\b(?: [\w$£€.,'-]+){0,5}? (?:will|'ll|(?:is|are) going to) (?:exceed|top|surpass|cover|pay for|equal|match|be (?:more|greater|bigger) than) (?:the company'?s |its |their |the )?(?:entire |whole )?(?:market (?:value|cap\w*)|share price)\b`,
    ),
  },
  // A result in the future with a certainty marker nearby: "Revenue will exceed £50 million; there is no question about it."
  {
    triggers:
      'eps |eps, |sales |yield |cash fl|distrib|dividen|earning|ebitda |ebitda,|free ca|income |income,|margin |margin,|margins|net inc|payout |payout,|payouts|profit |profit,|profita|profits|return |return,|returns|revenue|sales, |yield, ',
    re: rx(
      String.raw`\b${RESULT_NOUN}\b,?(?: [\w$£€.,'-]+){0,6}? (?:will|'ll|(?:is|are) going to|(?:is|are) (?:set|certain|sure|bound|guaranteed|poised) to)(?: \w+ly)? (?:be|reach|hit|exceed|top|surpass|double|triple|quadruple|grow|rise|climb|keep|increase|jump|soar|come|go|pay|generate|flow|beat|stay|remain|continue|add|contribute|deliver|bring|translate|cover)\b`,
    ),
    needs: CERTAINTY_MARKER,
    needsNearby: true,
  },
  {
    triggers: "'ll |will |are goi|is goin",
    re: rx(
      String.raw`\b(?:will|'ll|(?:is|are) going to)(?: \w+ly)? (?:double|triple|quadruple|generate|produce|deliver|exceed|reach|grow|turn|be|start|keep|pay|declare|receive|add|earn|achieve|post|report|translate into|bring in)(?: [\w$£€.,%'-]+){0,5}? (?:${RESULT_NOUN}|profitable|paying (?:\w+ ){0,2}dividends?)\b`,
    ),
    needs: CERTAINTY_MARKER,
    needsNearby: true,
  },
  // Dividends promised without a marker: "the company will never miss a dividend payment", "count on a growing dividend".
  {
    triggers:
      "'ll nev|cash fl|distrib|dividen|earning|ebitda |eps are|eps is |eps wil|free ca|income |margin |margins|net inc|payout |payouts|profit |profita|profits|return |returns|revenue|sales a|sales i|sales w|will ne|would n|yield a|yield i|yield w|can bank|can coun|can rely|could ba|could co|could re|guarante|should b|should c|should r|yields a|yields i",
    re: rx(
      String.raw`\b(?:will|'ll|would) never (?:miss|cut|skip|reduce|suspend) (?:a |its |the |their )?(?:dividend|payout|distribution)s?\b|\b(?:can|could|should) (?:count|bank|rely) on (?:a |an |the |their |its )?(?:\w+ )?(?:dividends?|payouts?|income|yield|distributions?|returns?)\b|\b(?:dividend|payout|distribution|yield)s? (?:isn'?t|is not|aren'?t|are not) going anywhere\b|\bguarantee\w* (?:\d{1,3}\s?% )?(?:\w+ )?(?:revenue|earnings|profit|cash flow|dividend|income|sales) growth\b|\b(?:payout|dividend|distribution)s? (?:will|is going to) (?:rise|grow|increase|go up) every (?:year|quarter)\b|\b${RESULT_NOUN} (?:will be|are going to be|is going to be) (?:huge|enormous|massive|fat|juicy|spectacular)\b`,
    ),
  },
  // An amount of results stated as a fact of the future: "the mine will generate C$80 million in free cash flow annually".
  {
    triggers:
      "'ll add|'ll bri|'ll del|'ll ear|'ll gen|'ll pro|'ll ret|'ll thr|'ll tra|are goi|is goin|will ad|will br|will de|will ea|will ge|will pr|will re|will th|will tr|will be ",
    re: rx(
      String.raw`\b(?:will|'ll|(?:is|are) going to) (?:generate|produce|deliver|add|bring in|earn|return|throw off|translate into) (?:at least |no less than |over |more than )?(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d,.]*\s?(?:million|billion|m|bn)?(?: (?:a|per|each) (?:year|quarter)| annually)?(?: (?:in|of)) (?:annual |yearly |recurring |new )?(?:free )?${RESULT_NOUN}\b|\bwill be (?:profitable|cash~flow positive|in profit) (?:by|within|from|in) (?:next|this|the (?:end|first|second)|Q\d|(?:19|20)\d\d|\w+ months?)\b`,
    ),
  },
  // Income that cannot stop: "a monthly cheque that never stops and only grows", "shareholders will share in a windfall".
  {
    triggers: 'you|check|yield|cheque|income|owners|payout|holders|distribu|dividend|investor|sharehol',
    re: rx(
      String.raw`\b(?:dividends?|payouts?|distributions?|cheques?|checks?|income|yield)\b[^.;]{0,30}\b(?:never (?:stops?|ends?|shrinks?|falls?|dries up)|only (?:grows?|rises?|goes up|increases?))\b|\b(?:shareholders?|investors|holders|you|owners)\b[^.;]{0,20}\b(?:will|'ll) (?:share in|receive|get|collect|enjoy|reap) (?:a |an |the )?(?:\w+ )?(?:windfall|bonanza|payday)\b`,
    ),
  },
];

export const rule: RuleModule = {
  id: 'certainty.results',
  category: 'certainty',
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
  examples: {
    valid: [
      'There is no guarantee that the dividend will continue.',
      'Management expects revenue to grow, but there is no assurance it will.',
    ],
    invalid: ['Revenue will triple next year, guaranteed.', 'The company will never miss a dividend payment.'],
  },
};
