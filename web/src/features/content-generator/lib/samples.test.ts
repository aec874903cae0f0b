import { describe, expect, it } from 'vitest';
import dataset from '../../../../../plugins/market-embedded/data/companies.json';
import { SAMPLE_COMPANIES } from './samples';

describe('sample companies', () => {
  it('are real companies of the bundled dataset, named as it names them', () => {
    for (const sample of SAMPLE_COMPANIES) {
      const listed = dataset.companies.find((c) => c.ticker === sample.ticker);
      expect(listed, sample.ticker).toMatchObject({ name: sample.companyName, exchange: sample.exchange });
      expect(sample.ticker).not.toBe('DEMO');
    }
  });
});
