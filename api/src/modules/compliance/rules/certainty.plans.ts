import { rx } from './vocabulary';
import type { RuleModule } from './rule';

export const rule: RuleModule = {
  id: 'certainty.plans',
  category: 'certainty',
  title: 'Certainty about plans',
  promotional: true,
  severity: 'important',
  citation: 'PSLRA s.21E(c)(1)(A)(i); CSA Staff Notice 51-356',
  message: 'States an uncertain future outcome as a certainty. Forward-looking statements need hedged wording and a cautionary legend.',
  suggestion:
    'Hedge "{match}" (e.g. "aims to", "could", "expects to, subject to financing and approvals") and keep the forward-looking statements legend.',
  rewrite: {
    find: /^(?:will|shall|(?:is|are) going to|(?:is|are) (?:set|poised|certain|sure|destined|bound) to)(?:\s+(?:undoubtedly|certainly|definitely|surely|soon))?/i,
    replace: 'aims to',
  },
  negation: 'before',
  softeners: true,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers:
        'are bou|are cer|are des|are goi|are poi|are set|are sur|is boun|is cert|is dest|is goin|is pois|is set |is sure|shall a|shall b|shall c|shall d|shall g|shall l|shall o|shall q|shall r|shall s|shall t|shall u|will ac|will be|will ca|will ce|will ch|will co|will de|will di|will do|will ge|will le|will ou|will ow|will qu|will re|will so|will su|will ta|will tr|will un',
      re: rx(
        String.raw`\b(?:will|shall|(?:is|are) going to|(?:is|are) (?:set|poised|certain|sure|destined|bound) to)(?: (?:undoubtedly|certainly|definitely|surely|soon))? (?:dominate|revolutioni[sz]e|transform|disrupt|become (?:the|a) (?:leader|leading|dominant|next|largest|biggest|premier|major|world|global|go~to|industry)|lead the (?:industry|market|sector|world)|capture (?:the|a|\d{1,3}\s?%)|take over|own the|corner the|achieve|deliver (?:exceptional|massive|huge|record|outsized|strong|significant)|be (?:profitable|the (?:leader|next|largest|biggest|dominant))|reach profitability|generate (?:massive|huge|significant|substantial|strong|\$)|change the (?:industry|world|game)|succeed|outperform|double|triple|quadruple)\b`,
      ),
    },
  ],
  examples: {
    valid: [
      'The company hopes it will achieve profitability within three years.',
      'Management anticipates that the company will achieve commercial production in 2027, subject to permitting.',
    ],
    invalid: ['The new refinery will double revenue next year.', 'Shares of ACME are poised to double from current levels.'],
  },
};
