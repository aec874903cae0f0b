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
  features: [
    'Disclosure distribution for TSX, TSXV and CSE issuers (NI 51-102)',
    "Can file regulatory documents on the issuer's behalf",
    'Releases archived on newsfilecorp.com',
  ],
});
