import { rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, claims as structures), read as roles rather than wordings:
//   whose money  the reader's or the holders' outlay (OUTLAY: "your investment", "their stake", "every dollar you put
//                in"), not the company's own spending ("the new kiln pays for itself in two years" is capital budgeting)
//   outcome      the outlay paid back (PAID_BACK: "pays for itself", "pays you back", "is earned back", "recoups itself")
//   certainty    sure or hedged; a negation cancels it ("there is no assurance your investment will pay for itself")
//   time frame   any; a clause in the past ("their stake has paid for itself twice over") is history
//   support      none: a named analyst's published forecast with its risks is reporting
// A payback promised on shares is a promised return (return.promised reads the rate; this reads the time to get it back).
const OUTLAY = String.raw`(?:(?:your|their|his|her|an investor's|investors'|shareholders'|holders') (?:\w+ )?(?:investment|stake|outlay|purchase|position|capital|money|shares|holding|entry)|(?:every|each) (?:dollar|pound|euro|share|cent)(?: (?:you|they|investors|holders|shareholders) (?:invest|put in|buy|spend))?|the shares)`;
const PAID_BACK = String.raw`(?:(?:pay|pays|paying) (?:for )?(?:itself|themselves)(?: back)?|(?:pay|pays|paying) (?:you|them|investors|holders) back|(?:is|are|be|gets?|get) (?:paid|earned|made) back|(?:earn|earns|earning) (?:back )?(?:its|their) (?:cost|price|keep)|(?:recoup|recoups|recouping) (?:itself|themselves))`;

// A payback that has happened is history: "has already paid for itself", "were paid back in full".
const PAID_ALREADY = rx(
  String.raw`\b(?:has|have|had|'ve|'s) (?:already |long since )?(?:paid|earned|recouped)\b|\b(?:paid|recouped) (?:for )?(?:itself|themselves)\b|\b(?:was|were) (?:paid|earned) back\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'return.payback',
  category: 'return',
  title: "The reader's investment said to pay for itself",
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (no promissory statements); SEC investor alerts; CSA Staff Notice 51-356',
  message:
    'Tells readers their investment will pay for itself (or pay them back) within a time: a promised return. What a share returns is never known in advance.',
  suggestion:
    'Remove "{match}". Give the company\'s cash flow or dividend as a past figure with its date, and say that it may change and the shares may fall.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  reporting: true,
  // A reader of structures the older rules miss: where one of them already explains the sentence, that one is reported.
  yields: true,
  matchers: [
    {
      triggers: "your|their|his|her|an inv|investors'|shareholders'|holders'|every|each|the shares",
      re: rx(String.raw`\b${OUTLAY}\b(?: [\w'-]+){0,4}? ${PAID_BACK}`),
      unless: PAID_ALREADY,
      claim: {},
    },
    // The payback as a noun with the holder's outlay (fresh-g): "Payback on your investment: under 24 months".
    {
      triggers: 'payback|pay-back|pay back',
      re: rx(String.raw`\bpay~?back (?:period )?(?:on|of|for) ${OUTLAY}\b`),
      unless: PAID_ALREADY,
    },
  ],
  examples: {
    valid: [
      'The payback on the new kiln is about two years, the company estimates.',

      'The new kiln pays for itself in under two years at current gas prices, the company estimates.',
      'There is no assurance that your investment will ever pay for itself; you could lose all of it.',
      'The AI pilot paid for itself within a year through lower call-centre costs.',
      'Shareholders were paid back in full when the notes matured in 2021.',
      'Their stake has already paid for itself twice over through dividends.',
    ],
    invalid: [
      'Expected payback on your stake: three years from the first royalty cheque.',

      "At today's price your stake pays for itself out of dividends in about four years.",
      'Every dollar you invest here gets paid back within two years from the royalty alone.',
      'Held for the long run, the shares will pay for themselves by the end of the decade.',
      "Their position should earn back its cost before the mine's second year.",
    ],
  },
};
