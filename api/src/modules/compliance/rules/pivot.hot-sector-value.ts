import { HOT_SECTOR, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure: a pivot (a new name, a move into a sector, an acquisition, a new strategy) into a hot sector as the
// subject, and value as its outcome ("deserves a battery-metals valuation", "the market will value us accordingly",
// "the next trillion-dollar story"), in the sentence or the one before. The pivot alone is buzzword.hot-sector's.
const PIVOT = rx(
  String.raw`\b(?:is now|now an?|bec(?:ame|ome|omes|oming) (?:a|an)|renam\w+|name change|new name|rebrand\w*|pivot\w*|mov(?:e|es|ed|ing) into|shift\w* (?:in)?to|switch\w* (?:in)?to|swap\w*|(?:entry|foray|venture) into|transform\w*|turns?|turning|makes?|making|acquisition of|acquir\w+|bought|buying|adding|added|chang\w+ (?:its|our|the) name|\w+~first|new (?:\w+ ){0,2}(?:strategy|division|business|focus|direction)|redeploy\w*|repurpos\w*|enter\w* the|expan\w+ into)\b`,
  'i',
);
const SECTOR = rx(String.raw`\b${HOT_SECTOR}\b|\b(?:clean~energy|digital~asset|battery|energy transition|graphite|cobalt|vanadium)\b`, 'i');

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
        'deserv|market|one of the most valuable|the most valuable|the next|next trillion|next billion|capture|cash in|tap into|ride the|you know what|a clean|an ai|a crypto|a battery|overnight|re-rat|rerat|valued like|value us|trade like|priced like',
      re: rx(
        String.raw`\bdeserves? (?:a |an |the )?(?:\S+ ){0,2}(?:valuation|multiple|re~rating|premium|price)\b|\b(?:the )?market (?:will|'ll|to|would|is going to) (?:value|re~rate|reward|price) (?:us|it|the (?:company|stock|shares|group|business))\b|\b(?:one of )?the most valuable \w+(?: \w+)? (?:stocks?|companies|names)\b|\b(?:the )?next (?:trillion|billion|multi~billion|hundred~billion)~(?:dollar|pound|euro) (?:story|company|stock|opportunity|winner|giant)\b|\b(?:capture|cash in on|tap into|ride) (?:the |a |an )?(?:\S+ ){0,4}?(?:boom|opportunity|market|economy|wave|gold~rush)\b|\byou know what happened to (?:every|all|most) (?:\S+ ){0,2}(?:stocks?|names|tickers|companies|plays)\b|\b(?:a|an) (?:\S+ ){0,3}(?:stock|play|company) overnight\b|\b(?:valued|trade|priced) like (?:an? )?(?:\S+ ){0,2}(?:stock|company|play)\b`,
      ),
      needs: [SECTOR, PIVOT],
      needsNearby: true,
      claim: {},
    },
    // Value as the pivot's outcome, in other words (c41fam): a new kind of multiple or investor base ("a completely
    // different multiple", "a tech valuation"), value that appears with the announcement ("that value is there the day
    // we announce it"), or value captured or unlocked, said as sure ("positioning the company to capture value").
    {
      triggers:
        'our|its|the compan|the group|the stock|the market|market|differ|higher|richer|premium|tech|growth|ai|softw|value|trade|trading|valued|priced|hottest|best|most|change|in the same|alongside|re-rat|rerat|re rat|multi|trillion|billion|you do|just do|the math|easy math|a new|a whole|a compl|a total|a funda|an enti|a diffe|a trans',
      re: rx(
        String.raw`\b(?:different|higher|richer|premium|tech|growth|AI|software) (?:multiples?|valuations?|ratings?|investor base|shareholder base)\b|\b(?:trade|trades|trading|valued|priced) at (?:\d+|two|three|four|five|ten|twenty|thirty|fifty|a hundred)(?: times|x) (?:sales|revenues?|earnings|book|cash flow|EBITDA)\b|\b(?:the )?(?:hottest|best~performing|most sought~after|most valuable) (?:stocks|names|tickers|corner|sector)\b|\bchang(?:e|es|ing) everything\b|\b(?:multi~)?(?:trillion|billion)~(?:dollar|pound|euro) (?:opportunity|market|prize|industry)\b|\b(?:(?:you|just) do the maths?|the maths? (?:is|are) (?:simple|easy)|easy maths?)\b|\b(?:a|an) (?:whole |completely |totally |fundamentally |entirely )?(?:new|different|transformed) (?:company|business|stock|story|animal) (?:now|overnight|today|from today|instantly)\b|\b(?:in the same (?:league|class|bracket) as|alongside) (?:the )?(?:\S+ ){0,2}?(?:trillion|billion|multi~billion)~(?:dollar|pound|euro) (?:names|companies|stocks|giants|players)\b|\bre~?rat(?:e|es|ed|ing) (?:the (?:whole |entire )?(?:company|stock|shares|group)|us|it)\b|\b(?:our|its|the (?:company's|group's|stock's)) (?:multiple|valuation|rating) (?:will|'ll|would|is going to) (?:look|be) (?:very |completely |totally |quite )?(?:different|higher|richer)\b|\b(?:the )?market (?:hasn't|has not|has yet to|is yet to|hasn't yet|has not yet) (?:priced?|valued?) (?:that|this|it|any of (?:that|this)) in\b|\bvalue (?:is|will be|'s|appears|arrives) (?:(?:there|created|unlocked|realised|realized|in the price) )?(?:the (?:day|moment|minute|instant) (?:we|it|they|the)|overnight|immediately|instantly|on day one)`,
      ),
      needs: [SECTOR, PIVOT],
      needsNearby: true,
      claim: {},
    },
    {
      triggers: 'captur|unlock|creat|releas|crystal|realis|realiz|increas|lift|boost|add|rais',
      re: rx(
        String.raw`\b(?:capture|captures|capturing|unlock|unlocks|unlocking|create|creates|creating|release|releases|releasing|crystalli[sz]e|realise|realize) (?:\S+ ){0,2}?value\b|\b(?:increases?|increasing|lifts?|lifting|boosts?|boosting|adds? to|adding to|raises?|raising) (?:the )?(?:intrinsic |underlying |fair |true |real )?(?:value|valuation) of (?:the|our|this|its) (?:company|business|shares|stock|group)\b`,
      ),
      needs: [SECTOR, PIVOT],
      needsNearby: true,
      claim: { certainty: ['sure'] },
    },
  ],
  examples: {
    valid: [
      'The company sells lithium carbonate to battery makers under a three-year contract.',
      'Harcourt Capital has bought a 9.9% stake in a private uranium explorer for US$1.5 million; the stake is illiquid.',
      'We are adding AI-assisted routing to our dispatch software at a cost of $2 million; it may not create value for customers, and we may stop.',
      'Renamed Halden Lithium in 2022, the company trades at a lower multiple than its producing peers because it has no resource yet.',
    ],
    invalid: [
      'With its name change to Alderbrook Lithium, the company is now a battery-metals company and deserves a battery-metals valuation.',
      'Our acquisition of two lithium claims makes Westgate a clean-energy stock overnight, and the market will value us accordingly.',
      '$PLXO just pivoted to AI agents. You know what happened to every AI stock this year.',
      'Renaming itself Quarry Quantum gives the company a tech multiple and a new shareholder base from day one.',
      'By moving into hydrogen, the group will unlock the hidden value in its pipelines.',
      'Now that it has added quantum sensing to its radar line, Corvel is a quantum company, and the market is yet to price that in.',
      'Repurposing our spare turbines to power a crypto mining hall will unlock value our utility business never could.',
      'We are now a crypto-first business. The value will be in the price the minute the new ticker goes live.',
      'Once a furniture maker, Lindqvist is now a drone company, and drone companies trade at 20 times revenue.',
      'Buying the graphite licence re-rates the whole company.',
      'Our move into nuclear fuel puts us in the same league as the trillion-dollar names.',
      'Entering the AI chip market lifts the intrinsic value of the company, full stop.',
      'With the rename to Polar Hydrogen, we are a whole new company overnight.',
      'Ex-shipping line, now an NFT platform, in a trillion-dollar market. Do the math.',
    ],
  },
};
