// Issue 41 points 1 and 5: the report lists every disclosure slot as found (with its words and offsets),
// missing, or not needed, so a screen can show it without reading the findings' messages.
import { describe, expect, it } from 'vitest';
import { checkContent } from './compliance.engine';

const listing = { exchange: 'NASDAQ', jurisdiction: 'US' };
const BODY = 'Harbor Logistics Inc. reported third-quarter revenue of $48.2 million, up 12% from the prior-year quarter.';

function slots(text: string, options = {}) {
  const { disclosures } = checkContent(text, listing, options);
  return Object.fromEntries(disclosures.map((d) => [d.slot, d]));
}

describe('the disclosure list', () => {
  it('gives each slot of a labelled block with its span in the text', () => {
    const text = `${BODY}\n\n---\n\nWho paid: Harbor Logistics Inc.\nHow much: $2,500\nTo whom: Northgate Media LLC\nAI assistance: an AI model drafted portions\nInvestment advice: none`;
    const list = slots(text);
    expect(list.payer).toMatchObject({ status: 'found', title: 'payer', span: { text: 'Harbor Logistics Inc' } });
    expect(list.amount).toMatchObject({ status: 'found', span: { text: '$2,500' } });
    expect(list.recipient).toMatchObject({ status: 'found', span: { text: 'Northgate Media LLC' } });
    expect(list.ai.status).toBe('found');
    expect(list['not-advice'].status).toBe('found');
    for (const found of Object.values(list).filter((d) => d.span)) {
      expect(text.slice(found.span!.start, found.span!.end)).toBe(found.span!.text);
    }
    // Nothing here looks forward: no legend is asked for.
    expect(list['forward-looking']).toEqual({
      slot: 'forward-looking',
      title: 'forward-looking legend',
      status: 'not_required',
      span: null,
    });
  });

  it('gives the slots of a block written in capitals, quoted as written (c41 point 3)', () => {
    const text = `${BODY}\n\n---\n\nWHO PAID: HARBOR LOGISTICS INC.\nHOW MUCH: $2,500\nTO WHOM: NORTHGATE MEDIA LLC\nAI ASSISTANCE: AN AI MODEL DRAFTED PORTIONS\nINVESTMENT ADVICE: NONE`;
    const list = slots(text);
    expect(list.payer).toMatchObject({ status: 'found', span: { text: 'HARBOR LOGISTICS INC' } });
    expect(list.amount).toMatchObject({ status: 'found', span: { text: '$2,500' } });
    expect(list.recipient).toMatchObject({ status: 'found', span: { text: 'NORTHGATE MEDIA LLC' } });
    expect(list.ai.status).toBe('found');
    expect(list['not-advice'].status).toBe('found');
  });

  it('quotes the sentence that says it when the disclosure is prose in the body', () => {
    // Far from the closing part the slot reader reads: only the sentence reader finds it.
    const sentence = 'This article is not investment advice.';
    const text = `${sentence} ${Array(30).fill(BODY).join(' ')}`;
    expect(slots(text)['not-advice']).toEqual({
      slot: 'not-advice',
      title: 'not investment advice',
      status: 'found',
      span: { start: 0, end: sentence.length, text: sentence },
    });
  });

  it('quotes the amount itself from a payment written as prose, and the sentence for the payer', () => {
    const sentence = 'Paid content: Harbor Logistics Inc. paid IssuerWire US$2,500 for the preparation of this article.';
    const text = `${sentence} ${Array(30).fill(BODY).join(' ')}`;
    const list = slots(text);
    expect(list.amount).toMatchObject({ status: 'found', span: { start: sentence.indexOf('US$'), text: 'US$2,500' } });
    expect(list.payer).toMatchObject({ status: 'found', span: { start: 0, text: sentence } });
  });

  it('names what is missing, and asks for the legend only when the text looks forward', () => {
    const list = slots(`${BODY} The company plans to open two terminals next year.`);
    expect(list.payer).toMatchObject({ status: 'missing', span: null });
    expect(list.amount.status).toBe('missing');
    expect(list.ai.status).toBe('missing');
    expect(list['not-advice'].status).toBe('missing');
    expect(list['forward-looking'].status).toBe('missing');
    expect(list.recipient.status).toBe('not_required');
  });

  it('asks for nothing in a fragment checked without absence checks', () => {
    const list = slots(BODY, { absenceChecks: false });
    expect(Object.values(list).map((d) => d.status)).toEqual(Array(6).fill('not_required'));
  });
});
