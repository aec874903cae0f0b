import { rx } from './vocabulary';
import type { RuleModule } from './rule';

const MINING_DATA = rx(
  String.raw`\bNI~43~101\b|\bJORC\b|\bfeasibility study\b|\bpre~feasibility\b|\bpreliminary economic assessment\b|\bPEA\b|\bqualified person\b|\bg/t\b|\bgrams? per tonne\b|\bassays?\b|\bdrill~holes?\b|\bcore samples?\b|\bsampling (?:program|results)\b|\b(?:measured|indicated|inferred) (?:mineral )?resources?\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'mining.unsupported-claim',
  category: 'mining',
  title: 'Mining claim without data',
  promotional: true,
  severity: 'important',
  citation: 'NI 43-101; CSA Staff Notice 51-356',
  message: 'Claims grade, size or value of a deposit without sampling data, a resource estimate or a feasibility study.',
  suggestion:
    'Replace "{match}" with reported data (assays, drill intervals, resource category) prepared by a qualified person, or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  unlessText: {
    triggers: 'ni|g/t|pea|pre|jorc|assay|drill|core sam|feasibil|gram per|grams pe|indicate|inferred|measured|qualifie|sampling',
    re: MINING_DATA,
  },
  supersedes: ['superlative.unattributed'],
  matchers: [
    {
      triggers: 'high|multi|world|bonanza|company|million|elephant',
      re: rx(
        String.raw`\bhigh~grade potential\b|\bworld~class (?:deposit|discovery|project|asset|resource|ore~body|mine|land package)\b|\b(?:multi~)?million~ounce (?:potential|deposit|target|discovery|system)\b|\bcompany~making (?:discovery|deposit|asset)\b|\belephant(?:~(?:sized|scale))? (?:deposit|discovery|target)\b|\bbonanza~grades?\b`,
      ),
    },
    {
      triggers:
        'in|could c|could h|likely |may con|may hol|may hos|might c|might h|potenti|valued a|worth $ |worth $0|worth $1|worth $2|worth $3|worth $4|worth $5|worth $6|worth $7|worth $8|worth $9|worth a$|worth c$|worth us',
      re: rx(
        String.raw`\b(?:could|may|might|potential to|likely to) (?:host|contain|hold) (?:an? )?(?:multi~)?(?:million|billion|\d+(?:\.\d+)? (?:million|billion))\b|\bin~(?:the~)?ground value\b|\b(?:worth|valued at) (?:US\$|C\$|A\$|\$)\s?\d[\d.,]*\s?(?:million|billion|m|bn|b)\b[^.]{0,30}\b(?:in the ground|of (?:gold|silver|copper|lithium|ore|metal|uranium))\b`,
      ),
    },
  ],
  examples: {
    valid: [
      'The property is not a world-class deposit; it is a small vein system that may support a modest operation.',
      'Drilling returned 3.1 g/t gold over 12 metres, which the company calls a world-class intercept.',
    ],
    invalid: [
      'The property has world-class, high-grade potential.',
      'Early sampling suggests the project could host a multi-million-ounce deposit.',
    ],
  },
};
