import { SAFETY_CLAIM } from '../compliance.lexicon';
import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41 point 2), read as roles rather than wordings:
//   what         a superlative about the company or its assets (SUPERLATIVE: "the highest-grade project on Earth",
//                "the lowest-cost producer", "unrivalled chemistry", "the best team in the industry")
//   inference    it is said to prove something (INFERENCE: "which makes it", "so", "prove", "means", "guarantees")
//   outcome      the investment's safety or certainty (SAFETY_CLAIM: "the safest copper investment", "cannot fail",
//                "a sure thing", "the lowest-risk investment", "invest with total confidence")
//   certainty    sure or hedged; a negation between the roles ("is not a sure thing") cancels it
// A superlative with its source is superlative.unattributed's business; here even a sourced one proves no safety.
const SUPERLATIVE = String.raw`(?:best|biggest|largest|highest|lowest|cheapest|richest|fastest|strongest|greatest|finest|purest|deepest|smartest|most [\w-]+|top|leading|unrivall?ed|unbeatable|unmatched|unparall?eled|world~class|world~leading|number one|#1)`;
const INFERENCE = String.raw`(?:makes? (?:it|us|this|them|\\w+)|made (?:it|us|this)|which makes|means?|so|proves?|proving|guarantees?|ensures?|that(?:'s| is) why|therefore|with (?:an? )?(?:\\w+ ){0,2}like that)`;

export const rule: RuleModule = {
  id: 'superlative.as-proof',
  category: 'superlative',
  title: 'Superlative used as proof of safety',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (exaggerated or unwarranted claims); CSA Staff Notice 51-356',
  message:
    'Offers a superlative about the company (the best, the highest-grade, the lowest-cost) as proof that the investment is safe or certain. No quality of a company removes the risk of its shares.',
  suggestion: 'Remove "{match}". State the fact with its source and its limits, and the main risks of the shares beside it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  supersedes: ['superlative.unattributed', 'promissory.guarantee'],
  matchers: [
    {
      triggers:
        'best|bigge|large|highe|lowes|cheap|riche|faste|stron|great|fines|pures|deepe|smart|most|top|leadi|unriv|unbea|unmat|unpar|world|numbe|#1',
      re: rx(String.raw`\b${SUPERLATIVE}\b${gap(80)}\b${INFERENCE}\b${gap(60)}${SAFETY_CLAIM}`),
      claim: {},
    },
    // The superlative as the frame of the claim: "with the best team in the sector, the stock is a sure thing".
    {
      triggers: 'with|havin|being|as th|as a|as an|as ou|as it',
      re: rx(String.raw`\b(?:with|having|being|as) (?:the |an? |its |our |their )?(?:[\w-]+ )?${SUPERLATIVE}\b${gap(80)}${SAFETY_CLAIM}`),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'We run the lowest-cost mine in Nevada, according to the 2025 cost survey by Halden Research.',
      'The highest-grade zone is only 3 metres wide, so the project is not a sure thing.',
      'Our best customer accounts for 30% of sales, which makes us dependent on one contract.',
      'Nevada is one of the safest mining jurisdictions in the world, according to the Fraser Institute survey.',
      'The leading producer in the region cut its guidance, which means prices may fall.',
    ],
    invalid: [
      'Brelland Minerals has the highest-grade undeveloped copper project on Earth, which makes it the safest copper investment available.',
      'We run the lowest-cost mine in Nevada, so the shares simply cannot lose.',
      'Our patent portfolio is unmatched, which means investors cannot go wrong.',
      'The richest grades in the district mean this is the lowest-risk junior you can own.',
      'With the best management team in the sector, the stock is a sure thing.',
      'Being the number one supplier in Europe makes Kestrel a no-brainer.',
      'Simply the top gold explorer in Nevada, so invest with total confidence.',
    ],
  },
};
