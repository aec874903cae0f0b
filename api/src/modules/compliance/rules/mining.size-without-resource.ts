import { rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure: a property or deposit as the subject, a verb of holding ("contains", "hosts", "is sitting on", "we
// estimate") and a size (ounces, pounds, tonnes, or money's worth of a metal), with no mineral resource estimate in
// the text. A hedge ("our geologists believe", "potential") does not make it one: NI 43-101 s.2.3 bars the size of
// a deposit that has no resource, however it is phrased.
const METAL = String.raw`(?:gold|silver|copper|nickel|zinc|lead|uranium|U3O8|lithium|lithium oxide|spodumene|iron ore|ore|cobalt|platinum|palladium|PGMs?|rare earths?|graphite|vanadium|tin|tungsten|manganese|potash|phosphate|diamonds|oil|gas|metal|brine)`;
const UNIT = String.raw`(?:Moz|Mlbs?|Mt|koz|oz|ounces|pounds|lbs?|tonnes|tons|barrels|bbls?|carats)`;
// A quantity in words: "several million ounces", "a billion pounds", "hundreds of thousands of tonnes".
const WORDS = String.raw`(?:(?:several|a few|multiple|many|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred) (?:hundred )?(?:million|billion|thousand)|(?:tens|hundreds) of (?:thousands|millions) of|(?:millions|billions) of)`;
const SIZE = String.raw`(?:(?:over|more than|at least|upwards of|in excess of|roughly|about|some|an estimated|easily|conservatively|potentially|up to|close to|nearly) )?(?:${WORDS} ${UNIT}\b(?: of (?:recoverable |contained |in~situ |high~grade )?${METAL})?|(?:US\$|C\$|A\$|\$|£|€)\s?\d[\d.,]*\s?(?:million|billion|m|bn|b)\b(?: (?:worth )?of (?:recoverable |contained |in~situ |high~grade )?${METAL})|\d[\d.,]*\s?(?:(?:million|billion|thousand|m|bn)\s)?(?:${UNIT})\b(?: of (?:recoverable |contained |in~situ |high~grade )?${METAL})?|\d[\d.,]*\s?(?:million|billion)~(?:ounce|pound|tonne)s?)`;

export const rule: RuleModule = {
  id: 'mining.size-without-resource',
  category: 'mining',
  title: 'Size of a deposit without a resource estimate',
  promotional: true,
  severity: 'critical',
  citation: 'NI 43-101; CSA Staff Notice 51-356',
  message:
    'States how much metal a property holds (ounces, pounds, tonnes or its value) without a mineral resource estimate prepared by a qualified person.',
  suggestion:
    'Replace "{match}" with reported results (drill intervals, assays) or a mineral resource estimate and its category, or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: false,
  unlessText: {
    triggers: 'ni|jorc|measured|indicated|inferred|mineral res|resource es|proven|probable|exploration tar|sec s-k|s-k 1300',
    re: rx(
      String.raw`\bNI~43~101\b|\bJORC\b|\b(?:measured|indicated|inferred)(?: and (?:measured|indicated|inferred))? (?:mineral )?resources?\b|\bmineral resource estimate\b|\bresource estimate\b|\b(?:proven|probable) (?:mineral )?reserves?\b|\bexploration target\b|\bS~K 1300\b`,
      'i',
    ),
  },
  supersedes: ['mining.unsupported-claim', 'superlative.unattributed'],
  matchers: [
    {
      triggers:
        "contain|hold|host|has |have |sitting on|sits on|sit on|estimate|easily|conservatively|potentially|there is|there are|there's|underlain by|underneath|beneath",
      re: rx(
        String.raw`\b(?:contains?|containing|holds?|holding|hosts?|hosting|has|have|sitting on|sits? on|estimated?|easily|conservatively|potentially|there (?:is|are|'s)|underlain by|underneath|beneath)\b(?: (?:a|an|what (?:we|could) (?:believe|be)|we believe|is|are))? ${SIZE}(?! ?(?:per|a|an|each|/) ?(?:day|year|month|hour|annum|shift))`,
      ),
      needs: rx(
        String.raw`\b(?:propert(?:y|ies)|project|ground|belt|deposit|tailings|claims?|body|system|prospect|licen[cs]es?|tenements?|land|target|vein|zone|mine|mill|pegmatite|field|basin|trend|district|geolog\w+|magnetics|samples?|strike|${METAL})\b`,
        'i',
      ),
      claim: {},
    },
    {
      triggers: 'contain|hold|host|has |have ',
      re: rx(String.raw`\b(?:contains?|holds?|hosts?|has|have) more ${METAL} than\b`),
      claim: {},
    },
    // The size as a fact without a figure: "we're sitting on an elephant", "this is a tier-one copper system", "the
    // prospect is shaping up as a world-class discovery" ("could be" is a hedge: mining.unsupported-claim reads it).
    {
      triggers: "sitting|sits on|sit on|found|discover|hit|have|has|got|is|are|'s|'re|as|be|become|shaping|shapes|emerging",
      re: rx(
        String.raw`\b(?:sitting on|sits? on|found|discovered|hit|have|has|got) an? (?:\w+ )?(?:elephant|monster|giant|behemoth)\b(?!~)|(?:\b(?:is|are|as|be|becomes?|emerging as)|'s|'re) an? (?:genuine |true |real |bona fide )?(?:tier~(?:one|1)|world~class|company~making|elephant~(?:sized|scale)|district~scale) (?:[\w-]+ )?(?:system|deposit|discovery|orebody|ore~body)\b`,
      ),
      needs: rx(
        String.raw`\b(?:propert(?:y|ies)|project|prospect|deposit|claims?|system|outcrop|discovery|orebody|ore~body|drill\w*|geolog\w+|${METAL})\b`,
        'i',
      ),
      claim: { certainty: ['sure'] },
    },
    // The size as what it could supply (fresh-g): "an endowment large enough to fuel the reactor fleet for a decade".
    {
      triggers: 'endowm|deposit|resour|orebod|ore bo|ore-bo|system|discov|miner|tonnag',
      re: rx(
        String.raw`\b(?:endowment|deposit|resource|orebody|ore~body|system|discovery|mineralisation|mineralization|tonnage)\b (?:\w+ ){0,2}?(?:large|big|rich|sizeable) enough to (?:fuel|supply|power|feed|meet|run|satisfy|serve)\b`,
      ),
      claim: {},
    },
  ],
  examples: {
    valid: [
      'No deposit on the property has been shown to be large enough to support a mine; no resource has been estimated.',

      'The Raven property has no mineral resource estimate; drilling is planned to test the target.',
      'The mine produced 18,400 ounces of gold in the quarter.',
      'The updated NI 43-101 mineral resource estimate contains 1.2 Moz of gold in the indicated category.',
      'The drill program could show whether the prospect is a world-class discovery or a small vein system.',
      'The company is not sitting on an elephant; the property is an early-stage prospect with no resource.',
      'The mine produced several thousand ounces of gold last year.',
    ],
    invalid: [
      'The claims host a lithium system big enough to supply every gigafactory in Europe.',

      'Our geologists believe the Raven property contains over 500 million pounds of uranium.',
      'Based on surface samples, Mount Tabor holds more copper than the biggest mines in Chile.',
      'The tailings alone at the old mill contain A$400 million of recoverable gold.',
      'Its Harrow Creek claims could host several million ounces of gold, citing historic surface sampling.',
      'Geologists believe the Copper Jack basin may contain over a billion pounds of copper equivalent.',
      'The team estimates potentially hundreds of thousands of tonnes of contained tin at the prospect.',
      "We're sitting on an elephant: this is a tier-one copper system.",
      'The Carn Dhu tin prospect is shaping up as a world-class discovery.',
    ],
  },
};
