import { ANY_MODAL, ISSUER_VALUE, MULTIPLE } from '../compliance.lexicon';
import { behind, gap, rx } from './vocabulary';
import type { RuleModule } from './rule';

// Structure (issue 41, claims as structures), read as roles rather than wordings:
//   what         the issuer's value as a whole (ISSUER_VALUE: "the value of the company", "our valuation", "shareholder
//                value", "its market cap"), not an asset's or a product's
//   outcome      multiplied: a verb of increase with a multiple (MULTIPLE: "tenfold", "five times over", "by 300%"), or
//                the value as subject of a doubling or a multiplication
//   certainty    sure or hedged ("could increase the value of the company tenfold" still sizes the gain); a negation
//                cancels it, and an aim ("our goal is to double shareholder value by 2030") is a stated objective
//   time frame   any; a clause in the past ("the acquisition increased our market cap fourfold") is history
//   support      none: a named analyst's published forecast with its risks is reporting
// The share price's own moves are price.target's; this is the same prediction made of the company's value.
// The present and the future only: "increased the value fourfold" is history.
const INCREASE = String.raw`(?:(?:increase|multiply|lift|boost|raise|grow|push|drive|expand|take|send)(?:s|es)?|multiplies|(?:increas|multiply|lift|boost|rais|grow|push|driv|expand|tak|send)ing|(?:add|adds|adding) to)`;
const MULTIPLY = String.raw`(?:double|triple|treble|quadruple|multiply|rise|grow|increase|climb|jump|soar|expand)`;
const AIM = rx(
  String.raw`\b(?:aims?|aiming|goal|objective|ambition|target(?:s|ing)?|strategy|strive|seeks?|seeking|intends?|plan(?:s|ning)? to|mission|committed to)\b`,
  'i',
);

export const rule: RuleModule = {
  id: 'price.value-multiplied',
  category: 'price',
  title: "The company's value said to multiply",
  promotional: true,
  severity: 'critical',
  citation: 'FINRA Rule 2210(d)(1)(F) (no prediction of performance); CSA Staff Notice 51-356; SEC investor alerts',
  message:
    "Predicts that the company's value (its valuation, market value or shareholder value) will multiply: a share-price prediction in other words. Nobody can know what an event will do to the value of the shares.",
  suggestion:
    'Remove "{match}". Say what the event is, when its result is expected and what could go wrong; leave the valuation to the market.',
  negation: 'before',
  softeners: false,
  properNouns: false,
  attribution: true,
  reporting: true,
  // A reader of structures the older rules miss: where one of them already explains the sentence, that one is reported.
  yields: true,
  matchers: [
    // "will increase the value of the company tenfold", "could multiply our valuation five times over".
    {
      triggers: 'increas|multipl|lift|boost|rais|grow|push|driv|expand|add|take|taki|send',
      re: rx(String.raw`\b${INCREASE} ${ISSUER_VALUE}(?: [\w-]+){0,3}? ${MULTIPLE}`),
      unless: AIM,
      claim: { future: true },
    },
    // "the value of the company will double", "our market cap could grow fivefold".
    {
      triggers:
        "the val|the wor|the mar|the com|the gro|the bus|the fir|value|valuat|market|worth|company|group's|busines|firm's|our val|our mar|our cap|our wor|its val|its mar|its cap|its wor|sharehold",
      re: rx(
        String.raw`\b${ISSUER_VALUE}\b${gap(30)}\b${ANY_MODAL}(?: \w+ly)? (?:${MULTIPLY}(?: by)? ${MULTIPLE}|double|triple|treble|quadruple)\b`,
      ),
      unless: AIM,
      claim: { future: true },
    },
    // The issuer's true value said to be recognised within a time (fresh-g): "the Company's true value, which it expects
    // to be recognised in full within months", "the market will reflect our real worth by year end". Read from the verb,
    // so that "the price bears no relation to its true value" does not read as a negation of the claim.
    {
      triggers: 'recogni|reflect|realis|realiz|priced|unlock|apprecia|reward',
      re: rx(
        behind(
          String.raw`\b(?:(?:the )?(?:company's|group's|business's|firm's|our|its) (?:true|real|intrinsic|full|fair|underlying|hidden) (?:value|worth)|(?:true|real|intrinsic|fair|underlying|hidden) (?:value|worth) of (?:the |our |this |its )?(?:company|business|group|shares|stock|firm))\b${gap(60)}\b`,
          String.raw`(?:recogni[sz]ed|reflected|realised|realized|priced in|unlocked|appreciated|rewarded)(?: in full| fully)?(?: (?:in|by) (?:the|our|its) (?:share price|stock price|market|shares))? (?:within|in the next|over the next|in a matter of|by|before) (?:(?:a|the|\w+) )?(?:months?|weeks?|days?|year|year~end|quarters?|end of the year)\b`,
        ),
      ),
      unless: AIM,
      claim: {},
    },
  ],
  examples: {
    valid: [
      'The true value of the inventory was recognised within the year through an impairment charge.',

      'The acquisition increased the value of the company fourfold between 2019 and 2022.',
      "The board's goal is to double shareholder value over the next five years, and it may not succeed.",
      'A successful well would not necessarily increase the value of the company; the board cannot predict the market.',
      'The new plant will double production capacity by 2027, subject to financing.',
      'Our market capitalisation was C$38 million at the close on Tuesday.',
    ],
    invalid: [
      'The market misprices us today, but our real worth will be reflected in the share price within weeks.',

      'A discovery at Kestrel Ridge will lift the value of the company five times over.',
      'The board believes the licence could multiply our market value tenfold.',
      'If the trial succeeds, the value of the business could grow by a factor of ten.',
      'Commercial flow from this well is going to boost shareholder value by 400%.',
    ],
  },
};
