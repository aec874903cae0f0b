import '../../lib/zod';
import { describe, expect, it } from 'vitest';
import { campaignDraftSchema, campaignInputSchema } from './campaigns.schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('campaign form schema (spec section 5)', () => {
  it('says Required for each missing required field and "Budget selection is required" for the budget', () => {
    expect(messages(campaignInputSchema.safeParse({}))).toEqual({
      title: 'Required',
      companyName: 'Required',
      ticker: 'Required',
      sector: 'Required',
      tone: 'Required',
      highlights: 'Add at least one business highlight: the article is written from them.',
      budget: 'Budget selection is required',
    });
  });

  it('asks for highlights before generating, and for the speaker of a quote; the format defaults to a feature article', () => {
    const base = { title: 'T', companyName: 'C', ticker: 'C', sector: 'consumer', tone: 'neutral', budget: 'pro' };
    expect(messages(campaignInputSchema.safeParse({ ...base, highlights: '  \n ' }))).toEqual({
      highlights: 'Add at least one business highlight: the article is written from them.',
    });
    expect(messages(campaignInputSchema.safeParse({ ...base, highlights: 'Signed a contract', quote: 'We are pleased.' }))).toEqual({
      quoteSpeakerName: 'Name the person quoted.',
    });
    expect(campaignInputSchema.parse({ ...base, highlights: 'Signed a contract' })).toMatchObject({ format: 'article', quote: null });
    expect(campaignInputSchema.parse({ ...base, highlights: 'x', format: 'press-release' }).format).toBe('press-release');
  });

  it('accepts the option sets, upper-cases the ticker and turns blank optional fields into null', () => {
    const parsed = campaignInputSchema.parse({
      title: 'T',
      companyName: 'C',
      ticker: ' shop ',
      sector: 'consumer',
      tone: 'deep dive',
      budget: 'agency',
      website: '',
      highlights: 'Opened a store',
      pressRelease: ' ',
    });
    expect(parsed).toMatchObject({
      ticker: 'SHOP',
      sector: 'consumer',
      tone: 'deep dive',
      budget: 'agency',
      website: null,
      pressRelease: null,
    });
    expect(messages(campaignInputSchema.safeParse({ ...parsed, ticker: 'ABCDEFGHIJK' }))).toEqual({ ticker: 'Ticker too long' });
    expect(messages(campaignInputSchema.safeParse({ ...parsed, tone: 'factual' }))).toEqual({ tone: 'Choose a tone from the list' });
  });

  it('Save Draft: company name and ticker only; the title is left to the service (api/test/campaign-titles.test.ts)', () => {
    const draft = campaignDraftSchema.parse({ companyName: 'Acme Corp', ticker: 'acme', budget: 'pro', sector: '', tone: '' });
    expect(draft.title ?? null).toBeNull();
    expect(draft).toMatchObject({
      ticker: 'ACME',
      sector: null,
      tone: null,
    });
    expect(messages(campaignDraftSchema.safeParse({ budget: 'pro' }))).toEqual({
      companyName: 'Please fill in company name and ticker before saving.',
      ticker: 'Please fill in company name and ticker before saving.',
    });
  });
});
