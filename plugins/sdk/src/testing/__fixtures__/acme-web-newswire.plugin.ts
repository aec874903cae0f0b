import { z } from 'zod';
import { defineNewswirePlugin } from '../../define-plugin';

// A made-up Web Integration newswire (no API): it builds the package the issuer files by hand.

export default defineNewswirePlugin({
  id: 'acme-web',
  name: 'Acme Web Wire',
  optionsSchema: z.object({ accountEmail: z.email().optional() }),
  create() {
    const formUrl = 'https://acme-web-wire.example/submit';
    return {
      id: 'acme-web',
      name: 'Acme Web Wire',
      apiAvailable: false,
      pricing: { basic: 9_900, enhanced: 19_900, premium: 49_900 },
      pricingIndicative: true,
      features: ['Regional circuit'],
      submissionUrl: formUrl,
      buildSubmission(release, level) {
        const text = `${release.dateline} -- ${release.headline}\n\n${release.body}\n\n${release.disclosures}`;
        return {
          formUrl,
          fields: [
            { label: 'Headline', value: release.headline },
            { label: 'Company', value: `${release.companyName} (${release.exchange}: ${release.ticker})` },
            { label: 'Package', value: level },
            { label: 'Contact', value: `${release.contact.name} <${release.contact.email}>` },
          ],
          text,
        };
      },
    };
  },
});
