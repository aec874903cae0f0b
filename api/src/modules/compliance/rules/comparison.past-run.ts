import { CURRENCY_NUM, gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   what         the stock's own past run, with its size or its period (PAST_RUN, in this sentence or the one before:
//                "rose 600% last year", "has doubled twice since listing", "climbed from 9p to 31p since March")
//   projection   the run carried forward (PROJECTION: "at that pace", "if that continues", "on this trajectory",
//                "a third doubling", "the momentum", "keep that pace")
//   outcome      a price or a value the run leads to (a share price, "will look like a bargain", "would put it at",
//                "will be worth"), so revenue carried forward ("at that rate we would need a second plant") is not one
//   certainty    any: "would" and "if that continues" are the form of the claim; a caution about extrapolating is not
// A past price stated as a fact ("rose from 3.1p to 9.6p; it has since fallen") projects nothing.
const PAST_RUN = rx(
  String.raw`\b(?:rose|gained|climbed|jumped|soared|surged|rallied|doubled|tripled|quadrupled|ran|(?:has|have|'s|'ve) (?:risen|gained|climbed|jumped|soared|surged|rallied|doubled|tripled|quadrupled|run)|(?:is|are|'s|'re) up)\b|\bup (?:over |more than |nearly |almost )?\d`,
  'i',
);
const PROJECTION = String.raw`(?:at (?:that|this|the same|the current|this kind of|that kind of|the recent) (?:pace|rate|clip|speed)|if (?:that|this|it|the trend|the momentum|the run|the rally|history|the pattern) (?:continues|keeps up|holds|repeats|persists|carries on|goes on)|keep(?:s|ing)? (?:up )?(?:that|this|the same) (?:pace|rate|run)|on (?:a|that|this|its|the|the current|the same|the present) (?:[\w-]+ )?(?:trajectory|path|trend|pace)|(?:trajectory|trend|momentum|chart) (?:that )?points? (?:to|toward)|(?:another|(?:a|another|the) (?:third|fourth|second|further|next)) (?:doubling|tripling|leg (?:up|higher)|run)|extrapolat(?:e|ed|ing) (?:that|this|the) (?:run|move|rise|gain|trend|rally)|momentum is (?:not|n't) slowing|no sign of (?:slowing|stopping))`;
const PRICE = String.raw`(?:${CURRENCY_NUM}|\d+(?:\.\d+)?\s?(?:p|c|pence|cents)\b|(?:a|one|two|five|ten) (?:dollars?|bucks?|pounds?))`;
const STOCK = String.raw`(?:(?:the|its|our|today's) )?(?:shares|stock|share price|price|valuation|market cap|it|they|we|[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})`;
const OUTCOME = String.raw`(?:${PRICE}|${STOCK} (?:\w+ )?(?:would|will|could|'d|'ll|should|is|are) (?:\w+ ){0,2}?(?:be|look|trade|reach|hit|worth|a bargain|cheap|double|triple))`;

export const rule: RuleModule = {
  id: 'comparison.past-run',
  category: 'comparison',
  title: "The stock's past run projected forward",
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(F) (no prediction of performance); CSA Staff Notice 51-356',
  message:
    'Carries the share price\'s past rise forward to a future price or value ("at that pace", "if that continues"). Past performance does not predict future performance.',
  suggestion: 'Remove "{match}". If the past price matters, state it as a fact with its dates, and say that it may not continue.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  matchers: [
    {
      triggers:
        'at tha|at thi|at the|if tha|if thi|if it|if the|if his|keep|on a |on tha|on thi|on its|on the|traje|trend|momen|chart|a thi|a fou|a sec|a fur|a nex|anoth|the th|the fo|the se|the fu|the ne|extra|no sign',
      re: rx(String.raw`\b${PROJECTION}\b${gap(80, '.;!?')}${OUTCOME}`),
      needs: PAST_RUN,
      needsNearby: true,
      unlessBefore: rx(String.raw`\b(?:careful|wary|caution\w*|mistake|wrong|dangerous|unwise|risky)\b`, 'i'),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'The stock rose 300% in 2024; it has since fallen by half.',
      'In 2024 the share price rose from 3.1p to 9.6p; it has since fallen to 6.4p.',
      "I'd be careful extrapolating that rise: at that pace the shares would be worth more than the whole sector.",
      'Past share price performance, including the 45% rise this year, is no guide to future performance.',
      'Revenue grew 40% last year; at that rate we would need a second plant by 2027.',
      'Ardent Silver rose 600% last year on the discovery; the shares have no resource behind them yet.',
    ],
    invalid: [
      'The stock is up 300% since January; keep that pace and it is a $10 stock by next summer.',
      'Shares have climbed 40% every quarter this year, and if the trend holds they will be worth C$5 by Christmas.',
      'We have doubled twice already, and another doubling from here would take the shares past A$3.',
      'The shares rose 80% in six months. On the trajectory of the last six months, the share price points to £2 within a year.',
      'Ardent Silver rose 600% last year; at that pace the shares would be C$9 by next autumn.',
      "Shares of Lorimer Hydrogen have gained 45% in each of the last three quarters; if that continues, today's 84p will look like a bargain.",
      'Up 150% since the discovery hole, and the momentum is not slowing: it could trade at 40c by spring.',
    ],
  },
};
