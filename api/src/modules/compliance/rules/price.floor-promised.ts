import { FALL_TO, LOW_LEVEL, PRICE_SUBJECT } from '../compliance.lexicon';
import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, fresh-g), read as roles rather than wordings:
//   what         the shares or their price (PRICE_SUBJECT), in the sentence
//   outcome      never again at or below a level (FALL_TO a LOW_LEVEL: "will never trade at these levels again",
//                "won't ever close below the IPO price"), or a record of never falling below one carried into the
//                future ("have never closed below the offer price and they never will")
//   certainty    sure only: "never", "won't"; a hedge or a warning ("there is no assurance the shares will not fall
//                below the offer price") is the opposite claim
//   time frame   the future; "the shares have never closed below the IPO price" alone is a dated fact
//   support      none: a buyback, a backer or a floor in a contract does not stop a price from falling
// A floor is a price prediction with a promise in it: the one direction nobody can rule out is down.
const NEVER_AGAIN = String.raw`(?:(?:will|'ll|shall) never(?: again| ever)?|(?:is|are) never (?:going|gonna) to|(?:won't|will not|can't|cannot|can not)(?: ever| again)?)`;
const SUBJECT_BEFORE = rx(String.raw`\b${PRICE_SUBJECT}\s*$`, 'i');
const HEDGE = rx(
  String.raw`\b(?:no (?:assurance|guarantee)|not (?:guaranteed|assured)|cannot (?:assure|guarantee|promise)|may|might|could|risk|if\b)`,
  'i',
);

export const rule: RuleModule = {
  id: 'price.floor-promised',
  category: 'price',
  title: 'The share price said never to fall below a level again, or to win back its losses',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(F) (no prediction of performance); SEC investor alerts; CSA Staff Notice 51-356',
  message:
    'Says the shares will never again trade at or below a level (these prices, the IPO price). That is a share-price prediction, and a promise of safety: no buyback or backer can stop a price from falling.',
  suggestion:
    'Remove "{match}". Give the buyback\'s size and terms as facts, and say that the share price may fall, including below the offer price.',
  negation: 'none',
  softeners: false,
  properNouns: false,
  attribution: true,
  reporting: true,
  yields: true,
  matchers: [
    {
      triggers: "will|'ll|shall|is n|are n|won't|will n|can't|canno|can n",
      re: rx(String.raw`\b${NEVER_AGAIN} (?:\w+ly )?${FALL_TO} (?:[\w$£€.,-]+ ){0,2}?${LOW_LEVEL}`),
      // The shares are the subject, just before the verb: "shoppers will never go back to paper" is no price.
      needsBefore: SUBJECT_BEFORE,
      unless: HEDGE,
    },
    {
      triggers: 'never|not o',
      re: rx(
        String.raw`\b(?:never|not once) (?:closed|traded|fallen|fell|dropped|been|gone|sold) (?:below|under|beneath|lower than)\b${gap(80)}\b(?:never will|(?:and|so) (?:it|they) (?:won't|will not)|never again|(?:will|'ll) never)\b`,
      ),
      unless: HEDGE,
    },
    // The price said to win back what it lost (fresh-g): "the stock will recover every cent of those losses within weeks".
    {
      triggers: "will|'ll|is go|are go|is set|are set|is bou|are bou",
      re: rx(
        String.raw`\b(?:will|'ll|(?:is|are) (?:going|set|bound|certain|sure) to) (?:\w+ly )?(?:recover|regain|make back|win back|claw back|recoup|erase|reverse) (?:every (?:cent|penny|dollar|bit) of |all (?:of )?|the whole of |most of )?(?:those|these|its|their|the|that|this|today's|the recent) (?:\w+ )?(?:losses|lost ground|fall|falls|drop|decline|sell~off)\b`,
      ),
      needsBefore: SUBJECT_BEFORE,
      unless: HEDGE,
    },
  ],
  examples: {
    valid: [
      'The shares fell 30% after the report; the company cannot say whether they will recover.',

      'There is no assurance that the shares will not trade below the offer price; they may fall further.',
      'The stock has never closed below its listing price since the float in 2021.',
      'The buyback may support the share price, but the shares could still fall below current levels.',
      'Output will never again be as low as it was during the strike, the mine manager said of the new shift pattern.',
      'Once they switch, shoppers will never go back to paper receipts.',
    ],
    invalid: [
      'Once the halt lifts, the stock will claw back all of its recent losses.',

      'With the royalty income now flowing, our stock will never again trade this cheap.',
      "Once the buyback starts, the shares won't ever go back below the placing price.",
      'The units have not once traded under their issue price, and with the new sponsor in place they never will.',
      'Shareholders should know that the price is never going to sit at these depressed levels again.',
    ],
  },
};
