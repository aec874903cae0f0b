import { HOT_SECTOR, rx } from './vocabulary';
import type { RuleModule } from './rule';

export const rule: RuleModule = {
  id: 'buzzword.hot-sector',
  category: 'buzzword',
  title: 'Hot-sector buzzword without substance',
  promotional: true,
  severity: 'advisory',
  citation: 'CSA Staff Notice 51-356; SEC microcap fraud alerts',
  message: 'Rides a hot sector theme without showing a plan, figures or risks.',
  suggestion: 'Replace "{match}" with what the company actually does in that sector: product, customers, spending, timeline and risks.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers:
        'ai|ev|nft|a.i.|rare|web3|drone|crypto|battery|bitcoin|lithium|nuclear|quantum|uranium|artifici|blockcha|cannabis|electric|graphene|hydrogen|marijuan|metavers|psychede',
      re: rx(
        String.raw`\b${HOT_SECTOR} (?:play|plays|boom|revolution|wave|gold~rush|craze|mania|frenzy|bonanza|explosion|darling|supercycle|super~cycle|juggernaut|sensation)\b`,
      ),
    },
    { triggers: 'ride the', re: rx(String.raw`\bride the (?:\w+ ){0,2}(?:wave|boom|craze|trend|mania)\b`) },
    {
      triggers: 'pivot in|pivot to|pivoted |pivoting|pivots i|pivots t',
      re: rx(String.raw`\bpivot(?:s|ed|ing)? (?:in)?to ${HOT_SECTOR}\b`),
    },
    {
      triggers: 'exposure|leverage',
      re: rx(String.raw`\b(?:exposure|leverage) to the (?:\w+ ){0,2}(?:boom|craze|mania|supercycle|revolution|frenzy)\b`),
    },
  ],
  examples: {
    valid: ['The company sells lithium carbonate to battery makers under a three-year contract.', 'The company does not mine uranium.'],
    invalid: ['The lithium boom is back.', 'The company is now a pure blockchain play.'],
  },
};
