import { BUY_ACTION, PENDING_CATALYST } from '../compliance.lexicon';
import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, claims as structures), read as roles rather than wordings:
//   action       buying the shares, in any modality: an imperative, "should", or "encourages investors to consider
//                establishing positions" (BUY_ACTION)
//   boundary     news still to come, which the buyer is to get ahead of (PENDING_CATALYST: "before the upcoming
//                announcements", "ahead of the drill results", "before the halt"); or a head start over other readers
//                ("24 hours before it goes to the wider list", "before the crowd finds out") with a prompt to act nearby
//   certainty    any; a negation cancels it ("do not buy before reading the results"), and a purchase in the past
//                ("directors bought shares ahead of the results") is a fact to disclose, not pressure
// Buying ahead of news is what the news is said to reward: urgency, and a hint the writer knows what the news will be.
const HEAD_START = String.raw`(?:(?:before|ahead of) (?:it|this|the (?:alert|news|pick|report|tip|call|idea|trade)) (?:goes|is sent|is released|gets out|hits|reaches|goes out) (?:out )?(?:to )?(?:the )?(?:(?:wider|general|broader|whole|rest of the|public|main|free) )?(?:list|lists|public|market|crowd|everyone|herd|masses|street|subscribers|members)|(?:before|ahead of) (?:everyone else|the (?:crowd|herd|masses|public|rest of the market|street)) (?:does|do|finds? out|catch(?:es)? on|gets? in|knows?|hears?|piles? in|wakes? up))`;
const PROMPT = rx(
  String.raw`\b(?:act (?:accordingly|now|fast|quickly|today)|move (?:fast|quickly|now)|don'?t wait|(?:position|positioned) (?:yourself|yourselves|accordingly)|get (?:in|positioned)|you know what to do|buy|load up)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'urgency.ahead-of-news',
  category: 'urgency',
  title: 'Pressure to buy before news or before other investors',
  promotional: true,
  severity: 'critical',
  citation: 'OTC Markets Policy on Stock Promotion; FINRA Rule 2210(d)(1)(A); CSA Staff Notice 51-356',
  message:
    'Urges readers to buy before news that is still to come, or before other investors hear of it. That presents the news as a sure gain and pressures the reader to act before they can judge it.',
  suggestion:
    'Remove "{match}". Say when the news is expected and what it could show, good or bad, and let readers decide in their own time.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  // A reader of structures the older rules miss: where one of them already explains the sentence, that one is reported.
  yields: true,
  matchers: [
    {
      triggers: 'buy|accumul|load|get|gets|getti|establ|build|take|taki|open|add|adds|addi|positio|grab|pick',
      re: rx(String.raw`\b${BUY_ACTION}\b${gap(60)}\b(?:before|ahead of) ${PENDING_CATALYST}\b`),
      claim: { future: true },
    },
    {
      triggers: 'before|ahead of',
      re: rx(String.raw`\b${HEAD_START}\b`),
      needs: PROMPT,
      needsNearby: true,
    },
  ],
  examples: {
    valid: [
      'The directors bought 1.2 million shares ahead of the results, as disclosed on 4 March.',
      'Do not buy shares before you have read the results and the risk factors.',
      'The company will publish the drill results before the conference in May.',
      'Members receive our research notes a day before they are posted to the website; we may hold the shares we write about.',
    ],
    invalid: [
      'The board invites shareholders to consider adding to their positions ahead of the pending assay results.',
      'Smart readers are accumulating before the upcoming readout.',
      'Premium members see this pick before it goes out to the free list. Move fast.',
      'Members see each idea before it goes out to the wider list, so position yourselves accordingly.',
    ],
  },
};
