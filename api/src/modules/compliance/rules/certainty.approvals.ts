import { CERTAINTY_MARKER, rx } from './vocabulary';
import { APPROVAL_NOUN, APPROVER, CERTAIN_ADVERB } from '../compliance.lexicon';
import type { RuleModule, Matcher } from './rule';

const REGULATORY = rx(
  String.raw`\b(?:FDA|EMA|EPA|regulat\w*|permits?|agency|government|Health Canada|TGA|licen[cs]\w*|exchange|Nasdaq|NYSE|ministry|drug|trial|application|project|approval)\b`,
  'i',
);

const REGULATORY_OR_DEAL = rx(
  String.raw`\b(?:FDA|EMA|EPA|SEC|regulat\w*|permit\w*|agency|government|Health Canada|TGA|licen[cs]\w*|exchange|Nasdaq|NYSE|ministry|drug|trial|application|approv\w*|lease|consent|charter|designation|code|suspension|contract|deal|merger|acquisition|takeover|buyout|offtake|partnership|patent|closing|tender|loan)\b`,
  'i',
);

const APPROVAL_STRUCTURE: readonly Matcher[] = [
  // A future approval or deal with a certainty marker nearby: "the lease will be granted before Christmas, without question".
  {
    triggers:
      "up|'ll |ce m|510|marketing a|code|deal|sign|vote|lease|will |buyout|merger|patent|permit|ruling|charter|closing|consent|funding|licence|license|listing|offtake|outcome|renewal|'s going|acquisit|agreemen|approval|are goin|authoris|authoriz|clearanc|contract|decision|designat|financin|green li|is going|partners|planning|takeover",
    re: rx(
      String.raw`\b(?:will|'ll|is going to|'s going to|are going to)(?: \w+ly)?(?: be)? (?:approv\w+|grant\w*|issu\w+|lift\w*|clear\w*|sign\w*|close\w*|award\w*|follow|go through|come through|receiv\w+|win|won|land\w*|secur\w+)\b|\b${APPROVAL_NOUN} (?:is |are )?(?:coming|on (?:its|the) way|imminent)\b`,
    ),
    needs: [CERTAINTY_MARKER, REGULATORY_OR_DEAL],
    needsNearby: true,
  },
  {
    triggers:
      'bound t|certain|guarant|sure to|approval|basicall|clearanc|designat|effectiv|essentia|licence |license |no way i|no way r|no way t|permit i|permit w|permits |practica|virtuall',
    re: rx(
      String.raw`\b(?:certain|sure|bound|guaranteed) to (?:receive|get|win|obtain|secure|be granted|land|sign|close)(?: (?:its|the|a|an|their))?(?: [\w-]+){0,2}? ${APPROVAL_NOUN}\b|\bno way (?:they|it|the \w+|regulators?)(?:'ll| will| would| could| can) (?:be )?(?:den(?:y|ied)|reject(?:ed)?|refus(?:e|ed)|block(?:ed)?)\b|\b(?:effectively|practically|basically|essentially|virtually) (?:approved|done|signed|granted|secured|closed)(?: already)?\b|\b(?:approval|clearance|permits?|licen[cs]e|designation) (?:will|is going to) (?:follow|come|arrive|happen)\b`,
    ),
    unless: rx(String.raw`\b(?:if|subject to|expected to|may|might|could|would)\b`, 'i'),
  },
  {
    triggers: 'all but |has all |have all|no doubt|not a do|not any |without |zero dou',
    re: rx(
      String.raw`\b(?:have|has) all but (?:approved|signed|granted|cleared|closed|agreed|accepted)\b|\ball but (?:certain|assured|guaranteed|done|approved|signed|sealed)\b|\b(?:zero|no|not a|not any|without a|without any) doubt\b[^.;]{0,40}\b(?:will|is going to)\b`,
    ),
    needs: rx(
      String.raw`\b(?:approv\w*|permits?|licen[cs]\w*|deal|takeover|buyout|merger|acquisition|contract|listing|uplisting|partnership|offer|agreement|FDA|regulators?|mine|project|issued|granted)\b`,
      'i',
    ),
  },
  {
    triggers: 'will |are goin|as good |is going|just a m|just a q|merely a|only a m|only a q',
    re: rx(
      String.raw`\b(?:will|is going to|are going to)(?: \w+)? rubber~stamp\b|\bas good as (?:signed|done|approved|granted|closed|sealed|certain|guaranteed|won|in the bag|finished)\b|\b(?:just|only|merely) a (?:question|matter) of (?:when|time)\b`,
    ),
    needs: rx(
      String.raw`\b(?:approv\w*|permits?|licen[cs]\w*|deal|takeover|buyout|merger|acquisition|contract|listing|uplisting|partnership|offer|agreement|FDA|regulators?|shares|stock|price|trade)\b`,
      'i',
    ),
  },
  {
    triggers:
      'up|ce m|510|marketing a|code|deal|sign|vote|lease|buyout|merger|patent|permit|ruling|charter|closing|consent|funding|licence|license|listing|offtake|outcome|renewal|acquisit|agreemen|approval|authoris|authoriz|clearanc|contract|decision|designat|financin|green li|partners|planning|takeover',
    re: rx(
      String.raw`\b${APPROVAL_NOUN}\b(?: [\w-]+){0,6}? (?:is|are|looks|seems|appears|as) (?:now |all but |virtually |practically |basically |essentially |effectively |100% )?(?:a )?(?:box~ticking(?: exercise)?|rubber~stamp|approved|certain(?:ty)?|guaranteed|assured|a given|a done deal|a formality|a lock|a sure thing|sure thing|in the bag|a foregone conclusion|only a matter of time|just a matter of time|inevitable|locked in|nailed on|a dead cert|a shoo~in|a slam dunk)\b`,
    ),
  },
  {
    triggers:
      'ema |epa |fda |sec |tga |nyse |governm|health |ministr|nasdaq |regulat|the age|the boa|the cou|the exc|the gov|the pro|the reg|the sta',
    re: rx(
      String.raw`\b${APPROVER}\b(?: \w+)? (?:will|is going to|'s going to|are going to)(?: ${CERTAIN_ADVERB})? (?:approve|clear|grant|sign off on|green~light|authori[sz]e)\b`,
    ),
  },
  {
    triggers: 'are goi|is goin|will 10|will ab|will be|will ce|will de|will fo|will gu|will in|will no|will su|will un|will wi',
    re: rx(
      String.raw`\b(?:will|is going to|are going to)(?: ${CERTAIN_ADVERB})? be (?:approved|cleared|granted|licensed|permitted|authori[sz]ed|issued|awarded|signed|accepted)\b`,
    ),
    needs: REGULATORY,
  },
  {
    triggers:
      'are goi|cash fl|distrib|dividen|earning|is goin|payout |payouts|profit |profits|revenue|sales a|sales i|sales w|will 10|will ab|will ce|will de|will fo|will gu|will in|will no|will su|will un|will wi',
    re: rx(
      String.raw`\b(?:will|is going to|are going to) ${CERTAIN_ADVERB} (?:go through|close|complete|happen|be (?:approved|completed|signed|granted)|win|receive|get|secure|land|sign|obtain|double|triple|grow|rise|increase|be paid)\b|\b(?:dividends?|distributions?|payouts?|revenues?|sales|earnings|profits?|cash flow) (?:is|are|will be) (?:certain|sure|guaranteed|bound|assured) to\b`,
    ),
  },
  // A contract won or signed before it is: "We will win the Department of Defense contract", "a contract ... that will be signed in the coming days".
  {
    triggers: "deal|offtake|agreemen|contract|it will |it'll be|it'll wi|partners|the comp|we will |we'll be|we'll wi",
    re: rx(
      String.raw`\b(?:we|the company|it)(?:'ll| will) (?:win|be awarded) (?:the|this|that) (?:[\w-]+ ){0,4}?(?:contract|tender|bid|award|concession)\b|\b(?:contract|deal|agreement|offtake|partnership)\b[^.;]{0,60}\b(?:will|is going to) be signed (?:in the coming|within|by|next|this|before)\b`,
    ),
    unless: rx(String.raw`\b(?:if|subject to|expected to|may|might|could|would)\b`, 'i'),
  },
];

export const rule: RuleModule = {
  id: 'certainty.approvals',
  category: 'certainty',
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
      triggers:
        'approval|cash flo|clearanc|earnings|ebitda a|ebitda i|ebitda w|licence |license |listing |output a|output i|output w|patent i|patent w|permit i|permit w|producti|profit a|profit i|profit w|profits |revenue |revenues|sales ar|sales is|sales wi',
      re: rx(
        String.raw`\b(?:approval|clearance|permit|licen[cs]e|listing|patent) (?:will|is going to) be (?:granted|issued|approved|given|awarded)\b|\b(?:revenues?|sales|earnings|profits?|cash flow|production|output|EBITDA) (?:are|is|will be) (?:certain|sure|guaranteed|bound|assured) to\b`,
      ),
    },
    {
      triggers:
        'acquisi|agreeme|approva|buyout |clearan|contrac|deal ar|deal is|deal lo|deal se|financi|funding|licence|license|listing|merger |offtake|partner|permit |permits|takeove|uplisti',
      re: rx(
        String.raw`\b(?:approval|clearance|permits?|licen[cs]es?|listing|uplisting|deal|merger|acquisition|takeover|buyout|contract|partnership|agreement|offtake|financing|funding) (?:is|are|looks|seems) (?:now )?(?:a )?(?:certain(?:ty)?|guaranteed|assured|a done deal|done|a formality|just a formality|a mere formality|a lock|a sure thing|inevitable|only a matter of time|just a matter of time|in the bag|locked in|signed,? sealed)\b`,
      ),
    },
    {
      triggers:
        'are bou|are cer|are goi|are gua|are set|are sur|is boun|is cert|is goin|is guar|is set |is sure|will be|will ce|will cl|will de|will ea|will ge|will la|will ob|will re|will se|will si|will so|will su|will un|will wi',
      re: rx(
        String.raw`\b(?:will|(?:is|are) going to|(?:is|are) (?:certain|sure|guaranteed|bound|set) to)(?: (?:definitely|certainly|surely|undoubtedly|easily|soon))? (?:receive|get|win|obtain|secure|be granted|be given|land|sign|close)(?: (?:the|its|their|a|an))?(?: (?:FDA|EPA|regulatory|government|final|full|CE|Health Canada|TGA|Nasdaq|NYSE|exchange|federal|state|mining|environmental))* (?:approval|clearance|permits?|licen[cs]es?|listing|deal|merger|contract|offtake|partnership|agreement|buyout)\b`,
      ),
    },
    {
      triggers:
        'a done d|acquisit|approval|buyout i|buyout w|contract|deal is |deal wil|done dea|epa appr|epa clea|epa sign|fda appr|fda clea|fda sign|governme|merger i|merger w|partners|permit a|permit c|permit s|regulato|the acqu|the buyo|the cont|the deal|the merg|the part',
      re: rx(
        String.raw`\b(?:FDA|regulatory|EPA|permit|government) (?:approval|clearance|sign~off) (?:will|is going to) (?:come|happen|be granted|arrive|follow)\b|\b(?:a )?done deal\b|\bapproval is (?:coming|imminent|around the corner)\b|\b(?:the )?(?:deal|merger|acquisition|contract|partnership|buyout) (?:will|is going to) (?:close|be signed|go through|be announced|complete)\b`,
      ),
      // A scheduled closing with its conditions is a fact of the deal, not a promise.
      unless: rx(String.raw`\b(?:subject to|conditional|conditions|if|once|expected|anticipated|scheduled)\b`, 'i'),
    },
    ...APPROVAL_STRUCTURE,
    // Its failure ruled out (c41fam): "zero chance the permit gets denied", "no way the licence is refused". The denial of
    // failure is the certainty, so the match starts at it (a negation before it would cancel the claim).
    {
      triggers: 'zero ch|zero wa|zero po|zero ri|no chan|no way|no poss|no risk|no pros|not a ch|not one ch',
      re: rx(
        String.raw`\b(?:zero|no|not a|not one) (?:chance|way|possibility|risk|prospect)(?: (?:that|of))? (?:the |our |this |its |their )?(?:[\w-]+ ){0,2}?${APPROVAL_NOUN} (?:gets?|is|will be|would be|being|getting|could be|can be|ever gets?) (?:den(?:ied|y)|rejected|refused|blocked|turned down|withheld|revoked|overturned)\b`,
      ),
    },
  ],
  examples: {
    valid: [
      'There is no assurance that the listing will be approved.',
      'The designation does not mean the FDA will approve the drug.',
      'There is a real chance the water licence is refused, which would delay construction by a year.',
    ],
    invalid: [
      'Our CE marking is in the bag, so European launch follows in spring.',
      'The Nasdaq uplisting is a done deal.',
      'FDA clearance is a formality at this point.',
      "There's no way our mining lease gets turned down after two years of consultation.",
      'Not a chance the environmental permit is rejected, in my view.',
    ],
  },
};
