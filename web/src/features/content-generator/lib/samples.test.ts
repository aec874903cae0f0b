import { describe, expect, it } from 'vitest';
import dataset from '../../../../../plugins/market-embedded/data/companies.json';
import { SAMPLE_COMPANIES, sampleTitleFor } from './samples';

describe('sample companies', () => {
  it('are real companies of the bundled dataset, named as it names them', () => {
    for (const sample of SAMPLE_COMPANIES) {
      const listed = dataset.companies.find((c) => c.ticker === sample.ticker);
      expect(listed, sample.ticker).toMatchObject({ name: sample.companyName, exchange: sample.exchange });
      expect(sample.ticker).not.toBe('DEMO');
    }
  });
});

describe('sampleTitleFor', () => {
  it('builds the title from the first word of the company name', () => {
    expect(sampleTitleFor('Apple Inc.')).toBe('Apple Announces Strategic Business Update');
    expect(sampleTitleFor('  Cameco Corporation')).toBe('Cameco Announces Strategic Business Update');
  });

  it('drops punctuation that ends the first word', () => {
    expect(sampleTitleFor('Acme, Inc.')).toBe('Acme Announces Strategic Business Update');
    expect(sampleTitleFor("Macy's Inc.")).toBe("Macy's Announces Strategic Business Update");
  });
});
