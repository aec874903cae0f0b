import { BUYER_CLASS, PERMANENT_SWITCH, RUSH_TO_BUY, WHOLE_SCOPE } from '../compliance.lexicon';
import { gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, claims as structures), read as roles rather than wordings:
//   who          a class of buyers or users taken as a whole (BUYER_CLASS: "insurers", "hospitals", "pet owners",
//                "mine sites") with a scope that makes it the whole market (WHOLE_SCOPE: "across the continent",
//                "around the world", "everywhere", "nationwide"), or the class alone when the outcome is permanence
//   outcome      adoption as a fact of the market: a rush to buy now (RUSH_TO_BUY: "are queuing up for", "are flocking
//                to") or a switch that can never be undone (PERMANENT_SWITCH: "will never go back to")
//   certainty    sure or hedged; a negation between the roles ("not every insurer is queuing up") cancels it
//   support      none: orders, contracts, letters of intent or a named survey in the sentence are evidence
// demand.unsupported reads "every X will need"; this reads the same claim made of a class and its scope.
const EVIDENCE = rx(
  String.raw`\b(?:orders?|order book|backlog|contracts?|signed|letters? of intent|LOIs?|purchase agreements?|pre~orders?|waiting list of \d|survey|study|report|trial|pilot)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'demand.universal-adoption',
  category: 'demand',
  title: 'A whole market said to be adopting the product',
  promotional: true,
  severity: 'critical',
  citation: 'CSA Staff Notice 51-356; FINRA Rule 2210(d)(1)(B); SEC investor alerts',
  message:
    'Says a whole class of customers (across a country, a continent, the world) is rushing to buy the product, or will never go back once it has tried it, with nothing to support it: no orders, contracts or named market study.',
  suggestion:
    'Replace "{match}" with the customers you actually have: signed contracts, orders, pilots and their size, or a named market study with its date; or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  // A reader of structures the older rules miss: where one of them already explains the sentence, that one is reported.
  yields: true,
  matchers: [
    {
      triggers:
        'hospit|clinic|insure|carrie|banks|lender|utilit|car|auto|ev|batte|chip|steel|drug|miner|mines|mine s|farm|grower|retail|restau|chain|hotel|groce|super|school|unive|airli|airpo|fleet|opera|manuf|facto|pharm|house|homeo|consu|shopp|drive|motor|pet o|car o|home o|busin|shop o|dog o|cat o|owner|patie|docto|denti|vets|veter|clini|gover|munic|citie|counc|data|devel|build|brand|merch|custo|clien|users|buyer|enter|produ|refin|shipp|telco|oems',
      re: rx(String.raw`\b${BUYER_CLASS}\b(?: [\w'-]+){0,3}? ${WHOLE_SCOPE}\b${gap(40)}\b${RUSH_TO_BUY}\b`),
      claim: { unsupportedBy: EVIDENCE },
    },
    {
      triggers:
        'hospit|clinic|insure|carrie|banks|lender|utilit|car|auto|ev|batte|chip|steel|drug|miner|mines|mine s|farm|grower|retail|restau|chain|hotel|groce|super|school|unive|airli|airpo|fleet|opera|manuf|facto|pharm|house|homeo|consu|shopp|drive|motor|pet o|car o|home o|busin|shop o|dog o|cat o|owner|patie|docto|denti|vets|veter|clini|gover|munic|citie|counc|data|devel|build|brand|merch|custo|clien|users|buyer|enter|produ|refin|shipp|telco|oems',
      re: rx(String.raw`\b${BUYER_CLASS}\b${gap(40)}\b${PERMANENT_SWITCH}\b`),
      claim: { unsupportedBy: EVIDENCE },
    },
    // The whole class by a double negative: "there isn't a restaurant chain in Europe that won't want it".
    {
      triggers: "there isn't|there is not|there is no|there's no|there won't|there will not|there will be no",
      re: rx(
        String.raw`\bthere (?:isn't|is not|is no|'s no|won't be|will not be|will be no) (?:(?:a|an|one|a single) )?[\w' -]{1,50}? (?:that|who|which) (?:won't|will not|wouldn't|would not|doesn't|does not|can't|cannot|couldn't) (?:\w+ )?(?:want|need|buy|use|adopt|order|stock|switch to|sign up for|install)\b`,
      ),
      claim: { unsupportedBy: EVIDENCE },
    },
  ],
  examples: {
    valid: [
      'Three hospitals in Ontario have signed purchase orders for the units, worth C$1.2 million in total.',
      'Not all utilities across the region are lining up for the software; two pilots ended without an order.',
      'Farmers across the country are queuing up for the trial plots under the 40 letters of intent signed this spring.',
      'Customers who tried the app last year went back to their old provider at a rate of 30%.',
      'Hospitals across the country are facing budget cuts, which may delay purchases of new equipment.',
      'There is no utility in the region that has not asked for a quote, but none has placed an order yet.',
    ],
    invalid: [
      'Utilities across North America are lining up for our grid-balancing software.',
      'Dentists around the world are queuing up to install the new scanner.',
      'Fleet operators nationwide are scrambling to get their hands on our charging units.',
      'Merchants who switch to our checkout will never go back to card terminals.',
      'Dog owners will never switch back to kibble after one month of our fresh food.',
      "There isn't a dairy farm in the country that won't want our robotic milker.",
      'There will be no airline in Asia that does not install the coating within five years.',
    ],
  },
};
