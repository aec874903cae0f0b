import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   target       the issuer as what is bought: "us", "the company", "this one", its name, its ground or deposit
//   acquirer     optional, anyone but the issuer (ACQUIRER: a major, suitors, a larger producer, a customer, "someone")
//   event        an acquisition of the target (EVENT: a bid, a takeover, a buyout, a bidding war, an offer for it, or a
//                verb: acquire, buy out, take over, snap up)
//   stance       expected, certain or wanted, not reported as a fact: "expects a bid", "a takeover is inevitable",
//                "will be bought out", "the majors are circling"; a hedge still speculates ("a bid looks likely"), a
//                negation ("no approach has been received") or a rebuttal does not
//   support      a named source is reporting; an approach the company confirms comes with "no certainty" (a negation)
// The issuer buying something ("we plan to buy out the minority partner", "expects to acquire a second plant") or
// bidding for work ("a bid for the metro tender") is not a takeover of the issuer: the target role is the issuer.
const EVENT_NOUN = String.raw`(?:takeover|take~?out|buy~?out|bidding war|bid(?! (?:for|on) (?!(?:us|the company|this company|it)\b))|(?:takeover|cash|all~cash|formal|firm|hostile|rival|competing|higher) offer|offer (?=(?:for|on) (?:the company|us|it\b|[A-Z])|at (?:a premium|double|twice|\d|US\$|\$|C\$|A\$|£))|approach (?=(?:for|from) ))`;
// Anyone but the issuer, by its noun; a pattern that starts with the acquirer starts at the noun, not at "the" or "a".
const ACQUIRER = String.raw`(?:majors?|suitors?|bidders?|acquirers?|predators?|buyers?|rivals?|competitors?|producers?|miners?|players|groups?|funds?|utilit(?:y|ies)|conglomerates?|giants?|multinationals?|consortium|operators?|customers?|distributors?|partners?|someone|somebody|big (?:pharma|oil|tech))`;
const ACQUIRER_PHRASE = String.raw`(?:(?:the|a|an|one|two|several|many|some|every|each|our) )?(?:[\w-]+ ){0,2}${ACQUIRER}`;
const ASSET_NOT_ISSUER = rx(
  String.raw`\b(?:plants?|assets?|propert(?:y|ies)|claims?|interest|stakes?|licen[cs]es?|royalt(?:y|ies)|mill|equipment|portfolio|subsidiar(?:y|ies)|division|minority|partner's|JV)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'takeover.speculation',
  category: 'takeover',
  title: 'Takeover talk',
  promotional: true,
  severity: 'critical',
  citation: 'NP 51-201; UK MAR art.17; ASX Listing Rule 3.1B; CSA Staff Notice 51-356',
  message:
    'Speculates that the company will be taken over (a bid expected, a buyer circling, a takeover as certain). Talk of an approach that has not been announced creates a false market.',
  suggestion:
    'Remove "{match}". If the company has received an approach, announce it as the rules require, with its status and that there is no certainty an offer will be made.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  matchers: [
    // Expected: "management expects a bid for the company", "we expect the offer at double the current price".
    {
      triggers: 'expec|antic|predi|see |look for|wait|bet on|count on|forec',
      re: rx(
        String.raw`\b(?:expect(?:s|ed|ing)?|anticipat(?:e|es|ed|ing)|predict(?:s|ed|ing)?|see|look for|wait(?:ing)? for|bet(?:ting)? on|count(?:ing)? on|forecast(?:s|ing)?) (?:${ACQUIRER_PHRASE} to (?:make|launch|table|put in|lodge|submit|come (?:in )?with|announce) )?(?:a |an |the )?(?:(?:firm|formal|cash|hostile|rival|competing|higher|takeover|renewed|second|counter|\w+ly|imminent|early) )?${EVENT_NOUN}`,
      ),
      claim: {},
    },
    // Anyone expected to bid for the issuer: "we expect one of the big three to launch a bid for us".
    {
      triggers: 'expec|antic|predi|see |look for|wait|bet on|count on|forec',
      re: rx(
        String.raw`\b(?:expect(?:s|ed|ing)?|anticipat(?:e|es|ed|ing)|predict(?:s|ed|ing)?|see|look for|bet(?:ting)? on|count(?:ing)? on|forecast(?:s|ing)?) (?:[\w'-]+ ){1,6}?to (?:make|launch|table|put in|lodge|submit|come (?:in )?with|announce|mount) (?:a |an )?(?:[\w-]+ )?(?:bid|offer|approach|takeover|proposal) (?:for|to buy|to acquire) (?:us|the company|this company|the whole company)\b`,
      ),
      claim: {},
    },
    // Expected to be announced or received by the issuer (c41fam): "expects to announce a buyout offer at a premium". An
    // offer for or of something the issuer names ("a bid for the metro tender", "the takeover of Redwater") is its own deal.
    {
      triggers: 'expec|antic',
      re: rx(
        String.raw`\b(?:expect(?:s|ed|ing)?|anticipat(?:e|es|ed|ing)) to (?:announce|receive|get|see|land|disclose|unveil|report) (?:a |an |the )?(?:[\w-]+ ){0,2}?(?:offer|bid|takeover|buy~?out|approach|proposal)\b(?! (?:of|for|on) (?!us\b|the company\b|the whole company\b|this company\b))`,
      ),
      claim: {},
    },
    // Coming: "a takeover is now inevitable", "a bidding war is coming", "a bid looks likely".
    {
      triggers: 'takeo|take-o|take o|takeout|buyou|buy-o|buy o|biddi|bid',
      re: rx(
        String.raw`\b(?:takeover|take~?out|buy~?out|bidding war|bid)\b${gap(50)}\b(?:is|are|looks?|seems?|feels?|'s)(?: now| only| just| surely| clearly)? (?:coming|imminent|inevitable|on the way|(?:only )?a matter of (?:time|weeks|months)|likely|certain|around the corner|in the works|close|a (?:certainty|given|foregone conclusion))\b`,
      ),
      claim: {},
    },
    // The issuer bought: "expects to be acquired within the year", "will be bought out at US$2 a share".
    {
      triggers: "will|*'ll|going|gonna|about|set to|bound|sure to|likely|expec|poise|could|shoul|may |might|bound",
      re: rx(
        String.raw`\b(?:will|'ll|(?:is|are|'re|'s) going to|gonna|(?:is|are) (?:about|set|bound|sure|likely|poised) to|expects? to|expected to|could|should|may|might)(?: \w+ly)?(?: end up)? (?:be|get|being|getting) (?:bought(?: out| up)?|acquired|taken (?:over|out|private)|snapped up|swallowed(?: up)?|gobbled up|picked off)\b`,
      ),
      unlessBefore: ASSET_NOT_ISSUER,
      claim: {},
    },
    // Someone buying the issuer: "a major buys us out", "our largest customer is about to buy us", "snapped this one up".
    // "Buy this stock" or "own this one" is a call to buy, not a takeover: "this one" needs its particle after it.
    {
      triggers: 'buy|acqu|snap|take|swal|gobb|pick|end',
      re: rx(
        String.raw`\b(?:buy|buys|buying|acquire|acquires|acquiring|snap|snaps|snapped|snapping|take|takes|taking|swallow|swallows|swallowed|gobble|gobbles|gobbled|pick|picks|picked|picking)(?: up| out| over| off)? us\b|\b(?:buy|buys|bought|buying|snap|snaps|snapped|snapping|take|takes|took|taking|swallow|swallows|swallowed|gobble|gobbles|gobbled|pick|picks|picked|picking) (?:this one|this company|the company|the whole company) (?:up|out|over|off)\b|\b(?:acquire|acquires|acquiring|take over|takes over|taking over|buy out|buys out|buying out) (?:this one|this company|the whole company)\b|\b(?:end|ends|ending) up (?:owning|buying|acquiring) us\b`,
      ),
      claim: { future: true },
    },
    // An acquirer's intent on the issuer: "someone is going to buy this company", "a major must buy us".
    {
      triggers:
        'major|suito|bidde|acqui|preda|buyer|rival|compe|produ|miner|playe|group|fund|utili|congl|giant|multi|conso|opera|custo|distr|partn|someo|someb|big p|big o|big t',
      re: rx(
        String.raw`\b${ACQUIRER}\b${gap(40)}\b(?:will|'ll|(?:is|are|'re|'s) (?:going|about|set|bound|sure|likely) to|wants? to|would|could|must|needs? to|has to|have to)(?: \w+ly)? (?:buy|acquire|take over|buy out|swallow|snap up|make (?:a|an) (?:\w+ )?(?:offer|bid) for) (?:us|this company|the company|this one|the whole company)\b`,
      ),
      claim: {},
    },
    // Wanted: "every major in the basin wants our ground", "suitors are eyeing our lithium ground", "fighting over".
    {
      triggers:
        'major|suito|bidde|acqui|preda|buyer|rival|compe|produ|miner|playe|group|fund|utili|congl|giant|multi|conso|opera|custo|distr|partn|someo|someb|big p|big o|big t',
      re: rx(
        String.raw`\b${ACQUIRER}${gap(40)}\b(?:wants?|covets?|(?:is|are|'re) (?:circling|eyeing|stalking|sniffing around|fighting over|lining up for|queu(?:e|ing) up for|kicking the tyres)|would (?:love|kill|pay anything) to (?:own|buy|have|acquire)|(?:has|have) (?:their|its|an) eyes? on|needs? to (?:buy|acquire|own)|wants? to (?:buy|acquire|own|take over))\b${gap(30)}\b(?:us\b|our (?:company|ground|deposit|project|asset|land|acreage|claims|technology|business)|the company\b|this one\b|[A-Z][\w&.'-]+(?: [A-Z][\w&.'-]+){0,3}(?:'s)?)`,
        'g',
      ),
      claim: {},
    },
    // The issuer as prey: "takeover target alert", "the only question is who pays the highest price".
    {
      triggers: 'takeo|take-o|buyou|buy-o|m&a|acqui|the only|only qu',
      re: rx(
        String.raw`\b(?:takeover|buy~?out|M&A|acquisition) (?:target|candidate|bait)\b|\b(?:the )?only question is who (?:pays|buys|bids|wins|gets)\b`,
      ),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'The company has received a non-binding approach from a third party; there can be no certainty that an offer will be made.',
      'The board is not aware of any approach and is not in talks with any potential acquirer.',
      'Last year the company acquired two private explorers for a total of C$3 million.',
      'Shareholders will vote on the takeover offer from Redwater plc at the court meeting on 12 May.',
      'Under the Takeover Code, Redwater must announce a firm intention to make an offer by 5 p.m. on 3 March.',
      'The company expects to acquire a second processing plant in 2027, subject to financing.',
      'We plan to buy out the minority partner in the Sable project.',
      'We expect to submit a bid for the state transmission contract in March.',
      'We expect our consortium to submit a bid for the Sydney metro tender.',
      'The company denied a press report that a buyout was imminent.',
      'We expect the rights offer to close on 12 December.',
      'You should own this stock for the long term, our analyst says.',
      'The company expects to receive bids for its Nevada assets in the second quarter.',
      'We expect to announce the takeover of Redwater once the court approves the scheme.',
    ],
    invalid: [
      'We expect a larger producer to make an offer for the company within the next six months.',
      'Several suitors are eyeing our lithium ground, and a bidding war looks likely.',
      'It is only a matter of time before a major buys us out at a big premium.',
      "Word is a Chinese group wants to acquire the company; expect a bid well above today's price.",
      'The majors need our deposit, so a takeover is coming.',
      'Our biggest distributor will end up buying us, and shareholders will be paid handsomely.',
      'Management expects a bid for the company from a major producer before the end of the year.',
      'Everyone in the sector knows we are a takeover target.',
      'I would not be surprised if a major snapped this one up before Christmas.',
      'Our biggest distributor will end up owning us.',
      'Someone is going to buy this company, and soon.',
      'Management expects to be acquired within the year.',
      'We expect one of the big three to launch a bid for us within months.',
      'Make no mistake, the company will be bought out before the year is over.',
      'Management expects to receive a formal cash proposal at a healthy premium within weeks.',
    ],
  },
};
