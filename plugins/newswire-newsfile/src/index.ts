import { defineWebNewswirePlugin, webNewswireOptionsSchema } from '@issuerwire/plugin-sdk';

// Newsfile (Toronto): publishes no submission API and no rate card, so a Web Integration with an
// indicative price list. Common for TSX, TSXV and CSE issuers, hence Canada-first packages.

export const optionsSchema = webNewswireOptionsSchema;

export default defineWebNewswirePlugin({
  id: 'newsfile',
  name: 'Newsfile',
  formUrl: 'https://www.newsfilecorp.com/',
  style: {
    dateStyle: 'long',
    lead: ({ dateline, date }) => `${dateline}--(Newsfile Corp. - ${date}) - `,
  },
  packages: {
    basic: 'Canada regional distribution',
    enhanced: 'Canada national distribution',
    premium: 'North America distribution with Europe',
  },
  pricing: { basic: 35_000, enhanced: 60_000, premium: 110_000 },
  pricingIndicative: true,
  filingSteps: [
    'You sign in at newsfilecorp.com, submit the release with the distribution for this level and paste the prepared fields.',
    "Newsfile's editors review it before it goes out.",
    'Once it is published, you record its address here.',
  ],
  // Canada-first circuits: national in Canada from Enhanced, the US only with Premium's North America.
  disclosureCoverage: { basic: [], enhanced: ['CA'], premium: ['CA', 'US'] },
  features: [
    'Disclosure distribution for TSX, TSXV and CSE issuers (NI 51-102)',
    "Can file regulatory documents on the issuer's behalf",
    'Releases archived on newsfilecorp.com',
  ],
});
