// The composer's output, with the disclosures the server appends, passes the compliance engine: every tone,
// every sector, both forms, first and regenerated drafts.
import { describe, expect, it } from 'vitest';
import { buildDisclosures, looksForward } from '../modules/compliance/compliance.disclosures';
import { checkContent } from '../modules/compliance/compliance.engine';
import { compose } from './composer';
import { CONTENT_TONES, type ContentRequest } from './content-model';
import { BIOTECH_ARTICLE, FULL_ARTICLE, PRESS_RELEASE, SECTORS } from './__fixtures__/content-requests';

const INPUTS: [string, ContentRequest][] = [
  ['full article', FULL_ARTICLE],
  ['biotech article', BIOTECH_ARTICLE],
  ['press release', PRESS_RELEASE],
  ['press release without quote', { ...PRESS_RELEASE, quote: undefined, boilerplate: undefined, mediaContact: undefined }],
];

const CASES = CONTENT_TONES.flatMap((tone) =>
  INPUTS.flatMap(([name, req]) =>
    SECTORS.flatMap((sector) =>
      ['first', 'regenerated'].map((variationSeed) => ({
        tone,
        name,
        sector,
        variationSeed,
        req: { ...req, tone, sector, variationSeed },
      })),
    ),
  ),
);

describe('composer output under the compliance engine', () => {
  it.each(CASES)('has no critical or important finding: $name, $sector, tone $tone, $variationSeed draft', ({ req }) => {
    const { title, body } = compose(req);
    const exchange = req.exchange ?? 'NASDAQ';
    const disclosures = buildDisclosures({
      issuerName: req.companyName,
      ticker: req.ticker,
      exchange,
      amountCents: 49_900,
      forwardLooking: looksForward(body),
    });
    const report = checkContent(`# ${title}\n\n${body}\n\n${disclosures.text}`, { exchange, jurisdiction: '' });
    const serious = report.findings
      .filter((finding) => finding.severity !== 'advisory')
      .map((finding) => `${finding.severity} ${finding.ruleId}: ${finding.span?.text ?? finding.message}`);
    expect(serious).toEqual([]);
  });
});
