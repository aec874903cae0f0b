import { rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure: a whole market as the subject ("every EV maker", "the whole of Asia", "demand for our X"), an outcome of
// demand (will need, will be using, is crying out for, is insatiable) and no support in the sentence (a named study,
// orders or contracts). Hedged ("could sell ten times our output") still claims the demand; a negation does not.
const UNIVERSAL = String.raw`(?:every|each|everyone|everybody|the whole of|the entire|all the|all of the)`;
const DEMAND_VERB = String.raw`(?:need|needs|use|be using|adopt|buy|want|license|switch to|be buying|be ordering|have to (?:adopt|use|buy|license|switch to|come to))`;
const EVIDENCE = rx(
  String.raw`\b(?:orders?|order book|backlog|contracts?|signed|letters? of intent|LOIs?|purchase agreements?|pre~orders?|waiting list of \d|survey|study|report|forecast)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'demand.unsupported',
  category: 'demand',
  title: 'Demand or market claim without support',
  promotional: true,
  severity: 'critical',
  citation: 'CSA Staff Notice 51-356; FINRA Rule 2210(d)(1)(B)',
  message:
    'Claims demand for the product or a share of its market as certain, with nothing to support it (orders, contracts or a named market study).',
  suggestion:
    'Replace "{match}" with the evidence you have: orders, contracts or letters of intent, or a market study named with its date; or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  matchers: [
    {
      triggers: 'every|each|the whole|the entire|all the|all of the',
      re: rx(
        String.raw`\b${UNIVERSAL}\b[^.;:!?]{0,70}?\b(?:will|'ll|must|(?:is|are) going to|would|(?:is|are) about to)(?: (?:all|soon|eventually|simply|have to))? ${DEMAND_VERB}\b|\b${UNIVERSAL}\b[^.;:!?]{0,60}?\b(?:is|are) (?:crying out|screaming|begging|clamou?ring|desperate|starving|queu(?:e|ing) up|lining up|waiting) (?:for|on)\b`,
      ),
      claim: { unsupportedBy: EVIDENCE },
    },
    {
      triggers: "will be |'ll be |is going to be |are going to be ",
      re: rx(
        String.raw`\b(?:will|'ll|(?:is|are) going to) be (?:in|on|at|used (?:in|by|on)|sold (?:in|at)|stocked (?:in|by)) (?:every|each|all)\b`,
      ),
      claim: { unsupportedBy: EVIDENCE },
    },
    {
      triggers: 'demand|appetite|hunger|thirst|need for|need from',
      re: rx(
        String.raw`\b(?:demand|appetite|hunger|thirst|need) (?:for|from)\b[^.;:!?]{0,60}?\b(?:is|are|remains?|has become|will be)(?: \w+ly)? (?:insatiable|unlimited|limitless|endless|bottomless|infinite|unstoppable|off the charts|through the roof|doubling|tripling|exploding|skyrocketing|guaranteed)\b`,
      ),
      claim: {},
    },
    {
      triggers: 'is crying|are crying|is screami|are scream|is clamou|are clamou|is beggin|are beggi|is starvi|are starv',
      re: rx(String.raw`\b(?:is|are) (?:crying out|screaming|begging|clamou?ring|starving) for\b`),
      claim: {},
    },
    {
      triggers: 'could sell|can sell|would sell|could easily sell|can easily sell',
      re: rx(
        String.raw`\b(?:could|can|would)(?: easily)? sell (?:\w+ ){0,2}(?:times|x) (?:our|its|the|their) (?:output|production|capacity|supply)\b`,
      ),
      claim: {},
    },
    {
      triggers: "will capture|will take|will win|will grab|will own|will seize|'ll capture|'ll take|'ll win|'ll grab|'ll own",
      re: rx(
        String.raw`\b(?:will|'ll) (?:capture|take|win|grab|own|seize) (?:a |an )?(?:large|big|huge|major|significant|meaningful|sizeable|substantial|good|fair|dominant) (?:share|slice|piece|chunk|portion) of\b`,
      ),
      needs: rx(String.raw`\b(?:market|industry|sector|demand)\b`, 'i'),
      claim: { unsupportedBy: EVIDENCE },
    },
  ],
  examples: {
    valid: [
      'According to Benchmark Mineral Intelligence, demand for battery-grade graphite is doubling every three years.',
      'Every customer that signed in 2025 renewed its contract this year.',
      'Not every carmaker will need our graphite, and we do not assume they will.',
      'Every utility in the province will have to buy the units under the three supply contracts signed in May.',
    ],
    invalid: [
      'Every electric vehicle maker in the world will need our graphite.',
      'The whole of Asia is crying out for our LNG.',
      'Global appetite for our concentrate is insatiable.',
      'We believe everyone in the industry will be using our system within two years.',
    ],
  },
};
