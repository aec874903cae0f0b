import { defineWebNewswirePlugin, webNewswireOptionsSchema } from '@issuerwire/plugin-sdk';

// GlobeNewswire (Notified): publishes no submission API and no rate card, so a Web Integration with an
// indicative price list the operator replaces with the figures of its contract.

export const optionsSchema = webNewswireOptionsSchema;

export default defineWebNewswirePlugin({
  id: 'globenewswire',
  name: 'GlobeNewswire',
  formUrl: 'https://myadmin.globenewswire.com/',
  style: {
    dateStyle: 'ap',
    // GlobeNewswire prints Nasdaq listings in Nasdaq's own spelling.
    tickerTag: { exchangeLabels: { NASDAQ: 'Nasdaq' } },
    lead: ({ dateline, date }) => `${dateline}, ${date} (GLOBE NEWSWIRE) -- `,
  },
  packages: {
    basic: 'US regional (state) circuit',
    enhanced: 'US national circuit',
    premium: 'US national circuit with Canada and Europe, plus multimedia',
  },
  pricing: { basic: 45_000, enhanced: 95_000, premium: 190_000 },
  pricingIndicative: true,
  filingSteps: [
    'You sign in at myadmin.globenewswire.com, start a release, pick the circuit for this level and paste the prepared fields.',
    "GlobeNewswire's editors review it before it goes out.",
    'Once it is published, you record its address here.',
  ],
  // The regional (state) circuit is not broad national distribution; the national ones are.
  disclosureCoverage: { basic: [], enhanced: ['US'], premium: ['US', 'CA'] },
  features: [
    'Disclosure-grade distribution for listed companies (Reg FD)',
    'Distribution to newsrooms, financial media and trading terminals',
    'Releases archived on globenewswire.com with issuer and ticker tags',
    'Circuits chosen on the GlobeNewswire form',
  ],
});
