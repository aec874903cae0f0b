import { defineWebNewswirePlugin, webNewswireOptionsSchema } from '@issuerwire/plugin-sdk';

// PR Newswire (Cision): publishes no submission API and no rate card (prnewswire.com/pricing answers
// 404; distribution is quoted by sales), so a Web Integration with an indicative price list.

export const optionsSchema = webNewswireOptionsSchema;

export default defineWebNewswirePlugin({
  id: 'prnewswire',
  name: 'PR Newswire',
  formUrl: 'https://www.prnewswire.com/',
  style: {
    dateStyle: 'ap',
    lead: ({ dateline, date }) => `${dateline}, ${date} /PRNewswire/ -- `,
  },
  packages: {
    basic: 'US regional (state) newsline',
    enhanced: 'US1 national newsline',
    premium: 'US1 national newsline with international circuits and multimedia',
  },
  pricing: { basic: 50_000, enhanced: 135_000, premium: 250_000 },
  pricingIndicative: true,
  filingSteps: [
    "You sign in at prnewswire.com (or call Cision's desk), order the newsline for this level and paste the prepared fields.",
    "PR Newswire's editors review it before it goes out.",
    'Once it is published, you record its address here.',
  ],
  // A state newsline is regional; US1 is PR Newswire's national circuit.
  disclosureCoverage: { basic: [], enhanced: ['US'], premium: ['US'] },
  features: [
    'Disclosure-grade distribution for listed companies (Reg FD)',
    'Distribution to newsrooms, financial media and trading terminals',
    'Releases archived on prnewswire.com',
    'Circuits and word count set on the PR Newswire order',
  ],
});
