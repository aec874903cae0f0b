import { rx } from './vocabulary';
import type { RuleModule } from './rule';

export const rule: RuleModule = {
  id: 'promise.listing-buyback',
  category: 'promise',
  title: 'Listing or buy-back promise',
  promotional: true,
  severity: 'advisory',
  citation: 'BC Securities Act 2020 amendments (unconfirmed section: not checked against the primary text)',
  unconfirmed: true,
  message: 'Promises an exchange listing or a buy-back of shares to make the shares look safer or more valuable.',
  suggestion: 'Remove "{match}" unless a listing application or buy-back is approved and announced; then state the facts and conditions.',
  negation: 'before',
  softeners: true,
  properNouns: false,
  attribution: false,
  matchers: [
    {
      triggers: 'up|graduate|graduati',
      re: rx(
        String.raw`\b(?:up~?list(?:ing|ed|s)?|graduat(?:e|es|ing|ion)) (?:to|onto) (?:the )?(?:NASDAQ|NYSE(?: American)?|TSX|OTCQX|OTCQB|ASX|LSE|a (?:major|senior|national|bigger) exchange)\b`,
      ),
    },
    {
      triggers: 'are abo|are goi|are poi|are set|is abou|is goin|is pois|is set |will be|will li|will so|will tr',
      re: rx(
        String.raw`\b(?:will|(?:is|are) (?:set|about|poised|going) to) (?:soon )?(?:be )?(?:listed|list|trade|trading) on (?:the )?(?:NASDAQ|NYSE|TSX|ASX|a (?:major|senior|national) exchange)\b`,
      ),
    },
    { triggers: 'the up|the comi|the immi|the plan', re: rx(String.raw`\bthe (?:upcoming |coming |planned |imminent )?up~?listing\b`) },
    {
      triggers: 'buy|guarante|promise |repurcha|will buy|will rep',
      re: rx(
        String.raw`\b(?:buy~back|repurchase) (?:guarantee|promise)\b|\b(?:will|promise to|guarantee to) (?:buy back|repurchase) (?:your|investors'?|all) shares\b`,
      ),
    },
  ],
  examples: {
    valid: [
      'The company has no plans to uplist to the Nasdaq at this time.',
      'The company has never said it will list on Nasdaq and has no current plans to apply.',
    ],
    invalid: [
      'The uplisting to the NYSE American is basically locked in.',
      "ACME's graduation to the NYSE American is just around the corner.",
    ],
  },
};
