import { defineWebNewswirePlugin, webNewswireOptionsSchema } from '@issuerwire/plugin-sdk';

// EIN Presswire: no submission API (its FAQ: releases are accepted only through the website form), so
// a Web Integration. The one wire here with published list prices (einpresswire.com/pricing).

export const optionsSchema = webNewswireOptionsSchema;

export default defineWebNewswirePlugin({
  id: 'ein',
  name: 'EIN Presswire',
  formUrl: 'https://www.einpresswire.com/',
  style: {
    dateStyle: 'long',
    lead: ({ dateline, date }) => `${dateline}, ${date} /EINPresswire.com/ -- `,
  },
  // Each level is the prepaid package that buys that reach; the price is the package's list price.
  packages: {
    basic: 'Basic: 1 release, up to 700 words, 1 country and 1 industry target',
    enhanced: 'Pro+: 5 releases (a 6th free while the offer lasts), up to 1,000 words, EIN Newsdesk placement',
    premium: 'Corporate: 15 releases, up to 2,500 words, Affinity Group Publications placement',
  },
  pricing: { basic: 14_900, enhanced: 49_900, premium: 99_900 },
  pricingIndicative: false,
  // The packages above, as published; EIN publishes no price for extra words.
  wordLimits: { basic: 700, enhanced: 1_000, premium: 2_500 },
  filingSteps: [
    'You sign in at einpresswire.com, choose the package for this level, and paste the prepared fields into its release form.',
    "EIN Presswire's editors review it before it goes out.",
    'Once it is published, you record its address here.',
  ],
  // EIN targets releases by country and industry and lists no financial-media or trading-terminal circuit,
  // so no level counts as a listed issuer's disclosure distribution: material news needs another wire too.
  disclosureCoverage: {},
  features: [
    'Distribution to AP News, Nexstar Media Group and the USA TODAY Network',
    'Indexed by Google News, Google Search and Bing',
    'Detailed distribution report',
    'Pro+ and Corporate: EIN Newsdesk placement and email to its readers',
    'Corporate: placement on 3,900+ Affinity Group Publications',
    'Editorial review before distribution',
  ],
});
