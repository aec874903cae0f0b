import { ASSURANCE, ASSURANCE_GIVEN, ASSURED_PARTY } from '../compliance.lexicon';
import { rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, claims as structures), read as roles rather than wordings:
//   who          the investors, the holders or the reader (ASSURED_PARTY) as the ones who are told to be sure
//   assurance    being sure, as something they can have or are given (ASSURANCE: "can be confident", "can rest
//                assured", "can take comfort"; ASSURANCE_GIVEN: "gives investors assurance", "offers holders certainty")
//   outcome      what they are to be sure of is still to come: a future ("that the mine will be built") or a success
//                ("regarding the programme's ultimate success", "of approval")
//   certainty    the assurance is the certainty; a negation ("there is no assurance", "investors cannot be certain")
//                or a hedge frame reverses it
//   source       any: a government's backing, a designation or a partner given as the reason changes nothing
// "Investors can be confident in the audit" (the past, a fact) is no outcome; a risk warning is the opposite claim.
const OUTCOME = rx(
  String.raw`\b(?:will|'ll|(?:is|are) going to|success\w*|approv\w*|outcome|growth|returns?|upside|profits?|value|future|gains?|built|granted|delivered|funded|succeed\w*)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'certainty.investor-assurance',
  category: 'certainty',
  title: 'Investors told to be sure of an outcome',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (no promissory statements); PSLRA s.21E(c)(1)(A)(i); CSA Staff Notice 51-356',
  message:
    "Tells investors they can be confident of an outcome that is still to come (a mine built, an approval, a programme's success), often on the strength of someone's backing. No backing makes an uncertain outcome certain.",
  suggestion:
    'Remove "{match}". State the backing as a fact (who, what, with its terms) and say what still has to happen and what could go wrong.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  // A reader of structures the older rules miss: where one of them already explains the sentence, that one is reported.
  yields: true,
  matchers: [
    {
      triggers: 'investo|sharehold|stockhold|holders|you|readers|backers|owners|subscrib',
      re: rx(String.raw`\b${ASSURED_PARTY} ${ASSURANCE}\b`),
      needs: OUTCOME,
      claim: {},
    },
    {
      triggers: 'give|giving|gave|offer|provid|hand',
      re: rx(String.raw`\b${ASSURANCE_GIVEN}\b`),
      needs: OUTCOME,
      claim: {},
    },
  ],
  examples: {
    valid: [
      'There is no assurance that the mine will be built, and investors should not assume it will be.',
      'Investors cannot be certain that the designation will lead to approval.',
      'The designation gives the company more frequent meetings with the agency; it does not change the approval standard.',
      'Investors can read the full technical report on SEDAR+.',
    ],
    invalid: [
      'With the port authority as a partner, shareholders can rest assured that the terminal will be finished on time.',
      'The grant from the ministry gives investors certainty about the success of the pilot plant.',
      'Backed by the largest utility in the state, holders can be confident the project will be funded in full.',
      'You can sleep easy knowing the approval is on its way.',
    ],
  },
};
