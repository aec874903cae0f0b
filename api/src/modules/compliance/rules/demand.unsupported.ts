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
        String.raw`\b${UNIVERSAL}\b[^.;:!?]{0,70}?\b(?:will|'ll|must|(?:is|are) going to|would|(?:is|are) about to)(?: (?:all|soon|eventually|simply|have to|be forced to|have no choice but to))? ${DEMAND_VERB}\b|\b${UNIVERSAL}\b[^.;:!?]{0,60}?\b(?:is|are) (?:crying out|screaming|begging|clamou?ring|desperate|starving|queu(?:e|ing) up|lining up|waiting) (?:for|on)\b`,
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
    // The market itself as unbounded (c41fam): "a market that effectively has no ceiling", "the opportunity is limitless",
    // "a market of everyone on the planet"; or its business as waiting to be taken ("contracts worth billions are waiting
    // to be written": orders waiting to be shipped are a backlog, a fact).
    {
      triggers: 'market|opportun|addressable|demand|tam|runway',
      re: rx(
        String.raw`\b(?:(?:addressable )?market|opportunity|demand|TAM|runway)\b(?: for [\w' -]{1,40}?)?(?: (?:that|which))?(?: \w+ly)? (?:has|have|with|knows?|faces?) no (?:ceiling|upper limit|limits?|bounds|end in sight)\b|\b(?:(?:addressable )?market|opportunity|demand)\b(?: for [\w' -]{1,40}?)? (?:is|are|will be)(?: \w+ly)? (?:unlimited|limitless|boundless|infinite|endless|bottomless)\b|\bmarket (?:of|is) (?:literally |basically |practically |effectively )?(?:everyone|everybody|every (?:person|household|home|business|family)|the (?:whole|entire) (?:world|planet|population))\b`,
      ),
      claim: { unsupportedBy: EVIDENCE },
    },
    // Its business as waiting to be taken: the contracts are the claim's subject, so they are no evidence for it.
    {
      triggers: 'contracts|orders|deals|business',
      re: rx(
        String.raw`\b(?:contracts|orders|deals|business) (?:worth (?:[\w$£€.,-]+ ){1,4}?)?(?:are|is) (?:just |simply )?(?:waiting to be (?:written|signed|won|had|taken)|there for the taking)\b`,
      ),
      claim: {},
    },
    // Demand said to exceed supply for good (fresh-g): orders or demand outrunning production "for the foreseeable
    // future", "for years to come"; a period that is past or measured ("in the third quarter") is a fact.
    {
      triggers: 'orders|demand|bookings|sales|enquiries|inquiries',
      re: rx(
        String.raw`\b(?:orders|demand|bookings|sales|enquiries|inquiries)\b (?:to |will |'ll |(?:is|are) going to |should |would )?(?:continue to )?(?:outstrip|outstrips|outpace|outpaces|exceed|exceeds|outrun|outruns|run ahead of|runs ahead of|outgrow) (?:our |the |its |available )?(?:production|supply|capacity|output|inventory|stock)(?: \w+)? (?:for (?:the foreseeable future|years(?: to come)?|the next (?:\w+ )?(?:years|decade)|a long time|decades|the life of the \w+)|indefinitely)\b`,
      ),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'In the third quarter orders exceeded production, and the backlog was 1,200 units at 30 September.',

      'The market for used lithium batteries has no ceiling price under the new rules, the regulator said in its report.',
      'The addressable market is limited: about 400 hospitals, of which we supply 12.',
      'Orders worth $2 million are waiting to be shipped once the port reopens.',
      'According to Benchmark Mineral Intelligence, demand for battery-grade graphite is doubling every three years.',
      'Every customer that signed in 2025 renewed its contract this year.',
      'Not every carmaker will need our graphite, and we do not assume they will.',
      'Every utility in the province will have to buy the units under the three supply contracts signed in May.',
    ],
    invalid: [
      'We believe demand will outpace our capacity for years to come.',

      'Every electric vehicle maker in the world will need our graphite.',
      'The whole of Asia is crying out for our LNG.',
      'Global appetite for our concentrate is insatiable.',
      'We believe everyone in the industry will be using our system within two years.',
      'Water treatment is a market with no upper limit, and we are first in line.',
      'The opportunity for our coatings is effectively limitless.',
      'Every quarry in the state will be forced to adopt our dust-suppression system.',
      'Clean air is a market of literally every household on earth.',
      'Supply deals worth hundreds of millions are just waiting to be signed.',
    ],
  },
};
