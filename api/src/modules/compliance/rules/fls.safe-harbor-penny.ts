import { rx } from './vocabulary';
import type { RuleModule } from './rule';

export const rule: RuleModule = {
  id: 'fls.safe-harbor-penny',
  category: 'fls',
  title: 'Safe harbor claimed for a penny stock',
  promotional: false,
  severity: 'important',
  citation: 'Securities Act s.27A(b); Exchange Act s.21E(b) (no safe harbor for penny-stock issuers)',
  message:
    "Claims the PSLRA safe harbor, which does not cover penny-stock issuers (OTC Pink). The claim misstates the reader's protection.",
  suggestion: 'Remove the safe-harbor reference; keep the forward-looking statements legend with its cautionary factors.',
  negation: 'clause',
  softeners: false,
  properNouns: false,
  attribution: false,
  pennyStockOnly: true,
  matchers: [{ triggers: 'safe', re: rx(String.raw`\bsafe~harbou?r\b`) }],
  examples: {
    valid: ["The PSLRA safe harbor does not apply to the company's statements because its shares are a penny stock."],
    invalid: [
      'This release contains forward-looking statements within the meaning of the safe harbor provisions of the Private Securities Litigation Reform Act of 1995.',
    ],
  },
};
