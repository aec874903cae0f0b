import type { NewswireRelease } from '../newswire.contract.js';
import type { PlatformArticle } from '../platform.contract.js';

// Realistic inputs the conformance kits use unless a plugin's test supplies its own.

export const sampleRelease: NewswireRelease = {
  headline: 'Northwind Robotics Reports Record Third-Quarter Revenue',
  dateline: 'SEATTLE, WA',
  body: 'Northwind Robotics Inc. today reported third-quarter revenue of $48.2 million, up 21 percent year over year.',
  disclosures: 'Forward-looking statements: this release contains forward-looking statements that involve risks and uncertainties.',
  companyName: 'Northwind Robotics Inc.',
  ticker: 'NWRB',
  exchange: 'NASDAQ',
  contact: { name: 'Dana Ortiz', email: 'ir@northwind.example', website: 'https://northwind.example' },
};

export const sampleArticle: PlatformArticle = {
  title: 'Northwind Robotics: a record third quarter',
  markdown:
    '# Northwind Robotics: a record third quarter\n\nRevenue reached $48.2 million, up 21 percent.\n\n' +
    '_Forward-looking statements: this article contains forward-looking statements that involve risks._',
  canonicalUrl: 'https://issuerwire.example/a/northwind-q3',
  tags: ['investing', 'robotics'],
};
