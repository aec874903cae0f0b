import { HOT_SECTOR, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure: a pivot (a new name, a move into a sector, an acquisition, a new strategy) into a hot sector as the
// subject, and value as its outcome ("deserves a battery-metals valuation", "the market will value us accordingly",
// "the next trillion-dollar story"), in the sentence or the one before. The pivot alone is buzzword.hot-sector's.
const PIVOT = rx(
  String.raw`\b(?:is now|now an?|renam\w+|name change|new name|rebrand\w*|pivot\w*|mov(?:e|es|ed|ing) into|shift\w* (?:in)?to|transform\w*|turns?|turning|makes?|making|acquisition of|acquir\w+|adding|added|new (?:\w+ ){0,2}(?:strategy|division|business|focus)|enter\w* the|expan\w+ into)\b`,
  'i',
);
const SECTOR = rx(String.raw`\b${HOT_SECTOR}\b|\b(?:clean~energy|digital~asset|battery|energy transition)\b`, 'i');

export const rule: RuleModule = {
  id: 'pivot.hot-sector-value',
  category: 'pivot',
  title: 'Hot-sector pivot presented as value',
  promotional: true,
  severity: 'critical',
  citation: 'CSA Staff Notice 51-356; SEC microcap fraud alerts',
  message:
    "Presents a move into a hot sector (AI, crypto, quantum, battery metals...) as if it created value by itself, without the business's figures, spending or risks.",
  suggestion:
    'Replace "{match}" with what the move involves: the assets or product, what it costs, when it could earn revenue and its risks; or remove it.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  supersedes: ['buzzword.hot-sector', 'superlative.unattributed'],
  matchers: [
    {
      triggers:
        "deserv|market will|market'll|one of the most valuable|the most valuable|the next|next trillion|next billion|capture|cash in|tap into|ride the|you know what|a clean|an ai|a crypto|a battery|overnight|re-rat|rerat|valued like|value us|trade like|priced like",
      re: rx(
        String.raw`\bdeserves? (?:a |an |the )?(?:\S+ ){0,2}(?:valuation|multiple|re~rating|premium|price)\b|\b(?:the )?market (?:will|'ll) (?:value|re~rate|reward|price) (?:us|it|the (?:company|stock|shares))\b|\b(?:one of )?the most valuable \w+(?: \w+)? (?:stocks?|companies|names)\b|\b(?:the )?next (?:trillion|billion|multi~billion|hundred~billion)~(?:dollar|pound|euro) (?:story|company|stock|opportunity|winner|giant)\b|\b(?:capture|cash in on|tap into|ride) (?:the |a |an )?(?:\S+ ){0,4}?(?:boom|opportunity|market|wave|gold~rush)\b|\byou know what happened to (?:every|all|most) (?:\S+ ){0,2}(?:stocks?|names|tickers|companies|plays)\b|\b(?:a|an) (?:\S+ ){0,3}(?:stock|play|company) overnight\b|\b(?:valued|trade|priced) like (?:an? )?(?:\S+ ){0,2}(?:stock|company|play)\b`,
      ),
      needs: [SECTOR, PIVOT],
      needsNearby: true,
      claim: {},
    },
  ],
  examples: {
    valid: [
      'The company sells lithium carbonate to battery makers under a three-year contract.',
      'Harcourt Capital has bought a 9.9% stake in a private uranium explorer for US$1.5 million; the stake is illiquid.',
    ],
    invalid: [
      'With its name change to Alderbrook Lithium, the company is now a battery-metals company and deserves a battery-metals valuation.',
      'Our acquisition of two lithium claims makes Westgate a clean-energy stock overnight, and the market will value us accordingly.',
      '$PLXO just pivoted to AI agents. You know what happened to every AI stock this year.',
    ],
  },
};
