import { BUYER_CLASS, SURPRISED_IF_NOT } from '../compliance.lexicon';
import { rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, claims as structures), read as roles rather than wordings:
//   certainty    a double negative that states the outcome as all but sure (SURPRISED_IF_NOT: "I'd be surprised if
//                that doesn't happen", "we would be amazed if any carrier is not a customer")
//   outcome      one nobody can know and a promoter sells: a bid for the company, customers or contracts won, the share
//                price, an approval, a class of buyers (OUTCOME_TOPIC, in the sentence)
//   exception    an expectation of something bad for the holders ("surprised if costs did not rise", "if the shares
//                did not fall after the placing") warns rather than promotes
// "I would not be surprised if ..." (one negation) is a hedged prediction, read by the rules of its topic.
const OUTCOME_TOPIC = rx(
  String.raw`\b(?:bid\w*|offers?|takeover|buy~?out|acquir\w*|suitors?|majors?|for sale|the right (?:number|price)|customers?|clients?|contracts?|orders?|sign\w*|share price|stock\w*|shares|valuation|approv\w*|permits?|licen[cs]\w*|uplisting|independent|stand~?alone)\b|\b${BUYER_CLASS}\b`,
  'i',
);
const BAD_FOR_HOLDERS = rx(
  String.raw`\b(?:fall|falls|fell|drop|drops|dropped|declin\w+|dilut\w+|delay\w*|slip\w*|loss\w*|costs?|rise in costs|overrun\w*|impair\w*|write~?downs?)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'certainty.double-negative',
  category: 'certainty',
  title: 'An uncertain outcome stated as all but sure by a double negative',
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(B) (no promissory or exaggerated statements); CSA Staff Notice 51-356',
  message:
    'Says it would be a surprise if a bid, customers, an approval or a higher share price did not come: a double negative that states an outcome nobody can know as all but certain.',
  suggestion: 'Remove "{match}". Say what has actually happened (an approach received, contracts signed) and what could still go wrong.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  // A reader of structures the older rules miss: where one of them already explains the sentence, that one is reported.
  yields: true,
  matchers: [
    {
      triggers: "would|*'d be|will be|*'ll be",
      re: rx(String.raw`\b${SURPRISED_IF_NOT}`),
      needs: OUTCOME_TOPIC,
      unless: BAD_FOR_HOLDERS,
      claim: {},
    },
    // Certainty by ruling out the alternative (fresh-g): "there is too much pay in that section for it to do anything
    // else", "too many buyers for the bid to fail".
    {
      triggers: 'too',
      re: rx(
        String.raw`\btoo (?:much|many|strong|good|big|rich|thick) (?:[\w-]+ ){0,6}?for (?:it|them|us|this|that|(?:the|this|that|our|its) (?:[\w-]+ ){0,2}?[\w-]+) (?:to (?:do anything (?:else|other)|fail|miss|disappoint|go (?:any )?(?:other|another) way|come up short)|not to (?:work|succeed|happen|flow|deliver|close))\b`,
      ),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'There was too much water in the section for the well to be tested safely, so the test was deferred.',

      'We would be surprised if costs did not rise next year, and our budget allows for it.',
      "I'd be surprised if the shares didn't fall after a placing this size.",
      'We would not be surprised if the permit took another year.',
      'The board has received no approach and is not in talks with any party.',
    ],
    invalid: [
      'Talks with a strategic buyer are advanced; I would be amazed if we are still independent by the spring.',

      'We have too many bidders in the data room for this sale not to close.',
      'The vein is too thick and too rich for the first hole to come up short.',

      "Honestly, I'd be shocked if a bigger producer doesn't come knocking with an offer before Christmas.",
      'We would be amazed if every distributor in the region has not signed with us by spring.',
      "You'd be surprised if the regulator didn't approve this one on the first pass.",
      "I will be astonished if the share price is not twice today's level by the AGM.",
    ],
  },
};
