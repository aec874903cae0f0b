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
  features: [
    'Disclosure-grade distribution for listed companies (Reg FD)',
    'Distribution to newsrooms, financial media and trading terminals',
    'Releases archived on globenewswire.com with issuer and ticker tags',
    'Circuits chosen on the GlobeNewswire form',
  ],
});
