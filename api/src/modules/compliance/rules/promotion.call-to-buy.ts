import { CURRENCY_NUM, rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

const CALL_VERB = String.raw`(?:buy|buying|accumulate|accumulating|load (?:up|the boat)|loading up|grab (?:a bag|shares|some|it)|scoop up|pick up (?:shares|some|a few)|fill (?:your|the) bags?|add (?:this|it|shares|some|to your)|get (?:on|in)(?: the register| board| first)?|be in|place (?:your|a) (?:buy )?orders?|get (?:your )?orders? in|position yourselves?|establish (?:a |your )?positions?|take (?:a |your )?positions?|have a position|back (?:up )?the truck(?: up)?|join (?:them|us|in)|own (?:this|it|these|the|some|shares)|send it|all in|invest (?:now|today|early|while))`;

/** A recommendation or call to buy the stock (the issuer paid for it). */
const CALL_TO_BUY: readonly Matcher[] = [
  // An imperative: "Buy the shares.", "Fill your bags while it's still sub-penny.", "so get positioned".
  {
    triggers:
      'buy|be in|add it|all in|get in|get on|own it|grab it|join in|join us|load up|own the|send it|accumula|add shar|add some|add this|add to y|back the|back up |establis|fill the|fill you|get orde|get your|grab a b|grab sha|grab som|have a p|invest e|invest n|invest t|invest w|join the|load the|loading |own shar|own some|own this|pick up |place a |place yo|position|scoop up|take a p|take pos|take you',
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
    triggers:
      "no|must|clear|strong|obvious|anyone m|anyone n|anyone o|anyone s|buy belo|buy buy |buy buy,|buy unde|buy up t|buy, buy|buyers m|buyers n|buyers o|buyers s|every in|every re|everybod|everyone|figure i|has to r|have a p|have to |investor|my advic|my call |my recom|our advi|our call|our reco|punters |rate a b|rate a s|rate an |rate buy|rate it |rate str|rate the|rate thi|rated a |rated an|rated bu|rated it|rated st|rated th|rating a|rating b|rating i|rating s|rating t|readers |screamin|so be fi|stock i |stock i'|subscrib|the one |you must|you need|you ough|you shou",
    re: rx(
      String.raw`\b(?:rate|rating|rated) (?:the shares |the stock |it |this )?(?:an? )?(?:strong )?buy\b|\b(?:buyers|investors|you|readers) (?:should|must) move\b|\bso be first\b|\b(?:has|have) to rise\b|\bfigure it out\b|\bbuy,? buy,? buy\b|\b(?:strong|screaming|must|no~brainer|obvious|clear) buy\b|\bmust~own\b|\b(?:you|investors?|readers|everyone|every (?:investor|reader)|anyone|punters|buyers|subscribers|everybody) (?:should|must|need to|ought to) (?:\w+ )?(?:buy|own|accumulate|have (?:a position|some)|get in|be in|load up|act|be (?:buying|scooping up|loading up|accumulating|grabbing|picking up|adding)|(?:take|taking|establish|establishing|build|building|open|opening) (?:a |an |their |your )?(?:\w+ )?(?:position|stake))\b|\b(?:our|my) (?:recommendation|advice|call) is (?:to )?(?:buy|accumulate|add)\b|\bbuy (?:up to|below|under) ${CURRENCY_NUM}|\bthe one stock I(?:'d| would) (?:buy|own)\b|\bstock I(?:'d| would) buy with my last\b|\bhave a position by\b`,
    ),
    unless: rx(String.raw`\b(?:analysts?|covering|brokers?|consensus|three rate|rate it a buy, )\b`, 'i'),
  },
  // The stock named as the pick (fresh-g): "X is the one to own in 2025", "the shares are the obvious way to play it",
  // "the best risk/reward on the Venture": a recommendation with no verb of buying in it.
  {
    triggers: 'is the|are the|is my|is our|are my|are our|the best risk|the best ris',
    re: rx(
      String.raw`\b(?:is|are) (?:the|my|our) (?:one|stock|name|pick|junior|play|shares?)s? to (?:own|buy|hold|be in)\b|\b(?:is|are) (?:the|my|our) (?:obvious|best|only|smartest|cleanest|purest|simplest) (?:way|vehicle|stock|name|play) to (?:play|own|get exposure to|ride|bet on)\b|\bthe best risk[/-](?:reward|return)\b`,
    ),
    unless: rx(String.raw`\b(?:analysts?|broker|according to|rates? it)\b`, 'i'),
  },
];

export const rule: RuleModule = {
  id: 'promotion.call-to-buy',
  category: 'promotion',
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
  examples: {
    valid: [
      'The company is not the one to own for income: it pays no dividend.',
      'Do not buy this stock expecting a quick profit.',
      'Newsletter: This is not a recommendation to buy or sell.',
    ],
    invalid: [
      'For anyone bullish on copper, Kestrel is the cleanest way to play it.',
      'In my view Barrow Lithium is the stock to own this year.',
      'You should own this stock.',
      'Stop overthinking and buy.',
    ],
  },
};
