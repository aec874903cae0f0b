import { rx } from './vocabulary';
import type { RuleModule, Matcher } from './rule';

const DISCLAIMER = rx(
  String.raw`\b(?:not (?:investment |financial )?advice|(?:isn'?t|is not|not) (?:financial|investment|personal) advice|due diligence|NFA|general (?:advice|information)(?: only)?|(?:isn'?t|is not|not) personal advice|paid to write|(?:usual|standard) disclaimers?|disclaimer|capital (?:is )?at risk|speculative investment|nothing is certain|can fail|(?:does not|doesn'?t) constitute|results may differ|invitation to invest|sponsored|information only|risks? exist|not a recommendation|do your own (?:research|homework|DD|digging)|DYOR|not (?:a |your )?(?:licensed |registered )?(?:financial |investment )?advis[eo]r|(?:not|never) (?:telling|going to tell) you what to do|can'?t tell you what to do|(?:make|made) (?:their|your|my) own (?:decision|mind|choice)|past performance is no guarantee|no guarantee of future results|investing involves risks?|not a solicitation|for informational purposes only|(?:your|at your) own risk)\b`,
  'i',
);

const UNDERCUT_STRUCTURE: readonly Matcher[] = [
  {
    triggers:
      "no|easy|i'd |must|strong|'d all |'d go i|'d go s|a fool |always |as clos|back th|best bu|best in|best op|best pi|best st|best tr|downsid|fool no|fool to|foolish|i added|i alrea|i also |i am ad|i am al|i am ba|i am bu|i am in|i am lo|i am mo|i am po|i am pu|i backe|i bough|i doubl|i have |i hold |i inves|i just |i loade|i moved|i movin|i own a|i own l|i own p|i own t|i perso|i poure|i pouri|i put a|i put e|i put m|i put o|i putti|i would|i'm add|i'm all|i'm bac|i'm buy|i'm inv|i'm loa|i'm mov|i'm pou|i'm put|insane |missing|mortgag|never b|obvious|only go|risk he|risk is|screami|tell my|this on|trade o|will re|would a|would g|you alr|you sho",
    re: rx(
      String.raw`\bI(?:'d| would)(?: \w+)? (?:buy|own|load up|back up the truck|grab|be buying|be loading|be backing (?:up )?the truck|put (?:as much as (?:you|I) can|everything|every (?:spare )?(?:dollar|penny|cent)|all (?:I|you) can))\b|\b(?:strong|screaming|must|no~brainer|easy|obvious) buy\b|\bmust~own\b|\byou should (?:too|as well|do the same|buy|get in|own|load up)\b|\b(?:a )?fool (?:not )?to\b|\balways delivers?\b|\bbest buy\b|\bI(?:'m| am) (?:loading up|buying|backing up the truck|all in|adding)\b|\b(?:would|'d) (?:all )?go (?:straight )?into\b|\bmissing (?:out on )?(?:the|this) (?:trade|boat|move|opportunity|run|chance)\b|\bbest opportunity (?:on|in) the market\b|\byou already know\b|\bnever been more sure\b|\bmortgag\w+ the house\b|\btell my own (?:mum|mom|mother|kids|family)\b|\b(?:downside|risk) (?:here )?is (?:negligible|minimal|tiny|non~existent)\b|\bas close to certain\b|\bThis one won'?t\b|\bfoolish to\b|\bwill regret\b|\bonly got yourself to blame\b|\bback the truck up\b|\binsane not to\b|\btrade of the (?:decade|year|century|lifetime)\b|\bI (?:own|hold|have) (?:a lot|lots|plenty|tons|a ton|a boatload|a pile|a truckload) (?:of|more)\b|\bbest (?:stock|investment|opportunity|buy|trade|pick) I(?:'ve| have)? ever (?:seen|found|owned|come across)\b|\bI(?:'m| am)? (?:putting|put|moving|moved|investing|invested|pouring|poured) (?:my|our|all my|every) (?:\w+ )?(?:savings|money|cash|retirement|nest egg|IRA|RRSP|TFSA|401k)\b|\bI (?:just |already |also |personally )?(?:bought|added|doubled down|loaded up|backed up the truck)\b`,
    ),
    needs: DISCLAIMER,
    needsNearby: true,
  },
];

export const rule: RuleModule = {
  id: 'disclaimer.undercut',
  category: 'disclaimer',
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
      triggers:
        'buy it|buy now|back up |buy as m|buy more|buy shar|buy toda|crazy no|easiest |foolish |insane n|kick you|mad not |missing |never le|nuts not|so shoul',
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
  examples: {
    valid: ['This is not a solicitation to buy shares.', 'Management did not buy shares during the period and has no plans to.'],
    invalid: [
      'Do your own research, then buy as many shares as you can.',
      'Capital at risk, although in practice the downside here is negligible.',
    ],
  },
};
