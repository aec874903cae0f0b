import { describe, expect, it } from 'vitest';
import { buildDisclosures } from '../compliance/compliance.disclosures';
import { composeContent, splitEditedContent } from './article-content';

const disclosures = buildDisclosures({
  issuerName: 'Shopify Inc.',
  ticker: 'SHOP',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
}).text;
const body = '## Overview\n\nShopify sells software.\n\n---\n\nA section after a rule.';
const content = composeContent(body, disclosures);

describe('splitEditedContent', () => {
  it('finds the canonical block at the end and keeps the body, rules inside the body included', () => {
    expect(splitEditedContent(content, disclosures)).toEqual({ body, disclosuresIntact: true });
    expect(splitEditedContent(content.replace('sells software', 'sells commerce software'), disclosures)).toEqual({
      body: body.replace('sells software', 'sells commerce software'),
      disclosuresIntact: true,
    });
  });

  it('treats Windows newlines like the original', () => {
    expect(splitEditedContent(content.replace(/\n/g, '\r\n'), disclosures)).toEqual({ body, disclosuresIntact: true });
  });

  it('reports a removed block and keeps all the text as body', () => {
    expect(splitEditedContent(body, disclosures)).toEqual({ body, disclosuresIntact: false });
  });

  it('cuts an altered block after the separator', () => {
    const altered = content.replace('IssuerWire charged the issuer $4,999', 'IssuerWire charged nothing');
    expect(splitEditedContent(altered, disclosures)).toEqual({ body, disclosuresIntact: false });
    const shortened = `${body}\n\n---\n\nNot investment advice: none of this is advice.`;
    expect(splitEditedContent(shortened, disclosures)).toEqual({ body, disclosuresIntact: false });
  });

  it('cuts an altered block whose separator was removed, by its headings', () => {
    const noRule = `${body}\n\nPaid content: we were paid.\n\nAI assistance: yes.`;
    expect(splitEditedContent(noRule, disclosures)).toEqual({ body, disclosuresIntact: false });
  });

  it('keeps text the issuer added after an intact block as body', () => {
    const appended = `${content}\n\nContact: ir@shopify.example`;
    expect(splitEditedContent(appended, disclosures)).toEqual({ body: `${body}\n\nContact: ir@shopify.example`, disclosuresIntact: false });
  });
});
