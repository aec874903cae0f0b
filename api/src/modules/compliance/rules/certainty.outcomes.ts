import { rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure: an outcome nobody can know yet (what a drill hole finds, a trial's result, a patent or an appeal, a
// development on time and budget) as the subject, a sure modality ("will", "is certain to") and the outcome. Read
// as certainty only when nothing in the clause hedges it ("we expect the programme to confirm..." is a plan).
const UNCERTAIN_EVENT = rx(
  String.raw`\b(?:drill\w*|holes?|step~outs?|wells?|programm?e|campaign|assays?|trials?|study|studies|data|read~out|results?|patents?|appeal|arbitration|tribunal|lawsuit|litigation|court|case|application|development|construction|project|plant|mine|drug|therapy|treatment|candidate|device|mineralis\w+|mineraliz\w+|deposit|discovery|exploration|it)\b`,
  'i',
);
const SURE = String.raw`(?:will|'ll|(?:is|are) (?:certain|sure|guaranteed|bound|going) to|cannot fail to|can't fail to)`;
const OUTCOME = String.raw`(?:(?:confirm|prove)(?! whether| if)(?: \S+){0,4}? (?:deposit|discovery|resource|system|ore~?body|mineralis\w+|mineraliz\w+|efficacy|works?|cure|success|breakthrough|multi~million\S*|world~class)|(?:confirm|prove) (?:that|it|our|its)|extend the (?:mineralis\w+|mineraliz\w+|deposit|strike|resource|discovery|system)|hit the (?:main |mother )?(?:lode|vein|zone|target|ore~?body)|succeed(?=[.!,;]| in\b| with\b| and\b)|be (?:granted|approved|upheld|decided in (?:our|its|the company's) favou?r|a success|successful|positive)|be (?:built|completed|finished|delivered|commissioned) on (?:time|schedule|budget)|work(?=[.!,;]| as (?:promised|intended|designed)\b)|(?:deliver|show|produce|return) (?:positive|successful|clean|stellar|strong) (?:results|data|read~outs?))`;

export const rule: RuleModule = {
  id: 'certainty.outcomes',
  category: 'certainty',
  title: 'Certainty about an uncertain outcome',
  promotional: true,
  severity: 'critical',
  citation: 'PSLRA s.21E(c)(1)(A)(i); CSA Staff Notice 51-356',
  message:
    'States as certain an outcome nobody can know yet (exploration results, a trial, a patent, an appeal, a development on time and budget).',
  suggestion: 'Say what is planned and what could go wrong instead of "{match}" (e.g. "is designed to test whether ..."), or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  supersedes: ['certainty.plans', 'mining.unsupported-claim'],
  matchers: [
    {
      triggers:
        "will|'ll|is certain|are certain|is sure|are sure|is guarant|are guarant|is bound|are bound|is going|are going|cannot fail|can't fail",
      re: rx(String.raw`\b${SURE}(?: (?:certainly|definitely|surely|undoubtedly|also|then|easily))? ${OUTCOME}\b`),
      needs: UNCERTAIN_EVENT,
      claim: { certainty: ['sure'] },
    },
    {
      triggers: "we are confident|we're confident|we are certain|we're certain|we know|we are sure|we're sure",
      re: rx(
        String.raw`\bwe(?: are|'re)? (?:confident|certain|sure|know) (?:that )?(?:the |our |its )?(?:drug|therapy|treatment|device|candidate|technology|product|vaccine) works\b`,
      ),
    },
    // Future data said to settle a product's rank (fresh-g): "those data will establish the drug as best-in-class".
    {
      triggers:
        "will|'ll|is certain|are certain|is sure|are sure|is guarant|are guarant|is bound|are bound|is going|are going|cannot fail|can't fail",
      re: rx(
        String.raw`\b${SURE} (?:establish|make|cement|confirm|prove) (?:\S+ ){0,4}?as (?:the |a )?(?:clear )?(?:best|best~in~class|first~in~class|leading|superior|dominant|preferred|standard of care)\b`,
      ),
      needs: UNCERTAIN_EVENT,
    },
  ],
  examples: {
    valid: [
      'The study is designed to test whether the drug could become a preferred option; it may not.',
      'The company expects the drill programme to confirm the extent of the mineralisation.',
      'The programme is designed to test whether the mineralisation continues at depth.',
      'There is no guarantee that the patent will be granted.',
      'Results will be released as received.',
    ],
    invalid: [
      'The phase 3 readout will establish our antibody as the leading treatment for the disease.',
      'Drilling at the target will confirm a multi-million-ounce deposit this summer.',
      'The planning appeal is certain to succeed.',
      'The patent on our cell will be granted.',
      'We are confident the drug works.',
    ],
  },
};
