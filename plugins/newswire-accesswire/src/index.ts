import { defineWebNewswirePlugin, webNewswireOptionsSchema } from '@issuerwire/plugin-sdk';

// ACCESS Newswire (ACCESSWIRE until its rebrand; Issuer Direct): publishes no submission API and no
// rate card we could confirm, so a Web Integration with an indicative price list.

export const optionsSchema = webNewswireOptionsSchema;

export default defineWebNewswirePlugin({
  id: 'accesswire',
  name: 'ACCESS Newswire',
  formUrl: 'https://www.accessnewswire.com/',
  style: {
    dateStyle: 'long',
    // ACCESS Newswire prints ticker tags without a space: (NASDAQ:ACME).
    tickerTag: { spaced: false },
    lead: ({ dateline, date }) => `${dateline} / ACCESS Newswire / ${date} / `,
  },
  packages: {
    basic: 'Regional distribution',
    enhanced: 'US national distribution',
    premium: 'US national distribution with international circuits and multimedia',
  },
  pricing: { basic: 25_000, enhanced: 50_000, premium: 90_000 },
  pricingIndicative: true,
  filingSteps: [
    'You sign in at accessnewswire.com, start a release, choose the distribution for this level and paste the prepared fields.',
    "ACCESS Newswire's editors review it before it goes out.",
    'Once it is published, you record its address here.',
  ],
  disclosureCoverage: { basic: [], enhanced: ['US'], premium: ['US'] },
  features: ['Distribution to newsrooms, financial media and investor sites', 'Releases archived on accessnewswire.com'],
});
