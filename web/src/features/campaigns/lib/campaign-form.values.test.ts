import { describe, expect, it } from 'vitest';
import {
  campaignFormDefaults,
  checkForDraft,
  toCampaignInput,
  checkForGenerate,
  EMPTY_CAMPAIGN_FORM,
  formSectorFor,
} from './campaign-form.values';

describe('campaign form values', () => {
  it('maps the listing’s sector to one of the form’s sectors, or leaves it for the issuer', () => {
    expect(formSectorFor('Information Technology')).toBe('technology');
    expect(formSectorFor('Health Care')).toBe('healthcare');
    expect(formSectorFor('Financial Services')).toBe('financial');
    expect(formSectorFor('consumer')).toBe('consumer');
    expect(formSectorFor('Utilities')).toBe('utilities');
    expect(formSectorFor('Materials')).toBe('materials');
    expect(formSectorFor('Quantum Widgets')).toBe('');
    expect(formSectorFor(null)).toBe('');
  });

  it('pre-fills only a verified issuer’s ticker; budget pro, the rest empty', () => {
    expect(campaignFormDefaults({ companyName: 'Acme', ticker: 'ACME', sector: 'Energy', verificationStatus: 'VERIFIED' })).toEqual({
      ...EMPTY_CAMPAIGN_FORM,
      companyName: 'Acme',
      ticker: 'ACME',
      sector: 'energy',
      budget: 'pro',
    });
    expect(campaignFormDefaults({ companyName: 'Acme', ticker: 'ACME', verificationStatus: 'pending' }).ticker).toBe('');
  });

  it('leaves a draft’s blank title to the server, and needs a title to generate', () => {
    const values = { ...EMPTY_CAMPAIGN_FORM, companyName: ' Acme ', ticker: 'acme' };
    const draft = checkForDraft(values);
    expect(draft.ok && draft.input).toMatchObject({ title: '', ticker: 'ACME', sector: null, tone: null });
    expect(draft.ok && toCampaignInput(draft.input).title).toBeUndefined();
    const generate = checkForGenerate(values);
    expect(generate.ok ? null : generate.errors).toEqual({
      title: 'Required',
      sector: 'Required',
      tone: 'Required',
      highlights: 'Add at least one business highlight: the article is written from them.',
    });
  });
});
