// Issue 41, point 1: a disclosure block is read as slots in any layout. These blocks are written from the
// issue's description of how sponsors write them (one per layout), not from a corpus.
import { describe, expect, it } from 'vitest';
import { checkContent, type Finding } from './compliance.engine';
import { LAYOUTS, readSlots, SLOTS } from './compliance.disclosure-slots';
import { clearSentenceMemos } from './compliance.sentence-memo';
import { TUNING_DISCLOSURE_BLOCKS } from '../../../test/fixtures/compliance/disclosure-blocks-fresh.tuning';

const BODY =
  'Harbor Logistics Inc. (NASDAQ: HBLX) plans to open two cross-dock terminals in Ohio next year, subject to financing. ' +
  'The company reported third-quarter revenue of $48.2 million, up 12% from the prior-year quarter.';
const LEGEND = 'Forward-looking statements involve risks and uncertainties; actual results may differ materially.';

const COMPLETE: Record<string, string> = {
  'telegraphic, pronoun subject': `Paid ad by Harbor Logistics Inc. (US$3,000). It was drafted with the help of an AI tool. Not investment advice. ${LEGEND}`,
  'label: value lines': `Who paid: Harbor Logistics Inc.\nHow much: CHF 2,500\nTo whom: Northgate Media LLC\nHow it was written: an AI model drafted portions, a human edited\nInvestment advice: none\n${LEGEND}`,
  'banner with pipes': `[Sponsored | Paid by Harbor Logistics Inc. | €4k | AI-assisted | Not investment advice]\n\n${LEGEND}`,
  'statutory form': `Pursuant to Section 17(b) of the Securities Act, the publisher received five thousand dollars from the issuer, Harbor Logistics Inc., for this article. A generative AI tool drafted portions of this piece. Nothing here is a recommendation to buy or sell securities. ${LEGEND}`,
  'question and answer': `Q: Who paid for this article?\nA: Harbor Logistics Inc.\nQ: How much?\nA: ¥500,000\nQ: Was AI used?\nA: Yes, a language model generated the first draft.\nQ: Is this investment advice?\nA: No.\n${LEGEND}`,
  'plain-text table': `Sponsor            Harbor Logistics Inc.\nCompensation       25,000 restricted shares\nAI assistance      AI-generated first draft\nInvestment advice  None\nFLS                ${LEGEND}`,
  'table with a header row': `| Payer | Amount | AI | Advice |\n|---|---|---|---|\n| Harbor Logistics Inc. | $7.5k cash | AI-assisted | None |\n\n${LEGEND}`,
  footnotes: `Harbor Logistics Inc. paid IssuerWire GBP 1,200 for this profile.¹\n\n¹ This profile was written with AI assistance.\n² Nothing in it is investment advice.\n\n${LEGEND}`,
  'plain-text table with a header row': `SPONSOR                 FEE        PAID TO\nHarbor Logistics Inc.   US$3,100   Northgate Media LLC\n\nAn AI model drafted this article. It is not investment advice. ${LEGEND}`,
  'questions answered on the same line': `Who paid for this? Harbor Logistics Inc.\nHow much? US$3,100.\nWho was paid? Northgate Media LLC.\nWas AI used? Yes, a language model wrote the first draft.\nIs this advice? No.\nDoes it look ahead? Yes, and plans may change with risks we cannot foresee.`,
  'plain section headings': `Payment\nHarbor Logistics Inc. paid CAD 2,900 to Northgate Media LLC.\n\nAuthorship\nThis article was written with the help of an AI model.\n\nAdvice\nNothing here is investment advice.\n\n${LEGEND}`,
  'numbered thread with abbreviations': `1/ Sponsored: Harbor Logistics Inc. paid $900 to @NorthgateMedia for this thread.\n2/ Drafted with an AI tool.\n3/ NFA. DYOR.\n4/ ${LEGEND}`,
  'one sentence, hyphenated modifier': `Harbor Logistics Inc. paid £2,200 to Northgate Media for this AI-assisted article, which is not investment advice. ${LEGEND}`,
  'em-dash line': `Paid advertisement — Harbor Logistics Inc. — US$2,700 — paid to Northgate Media — AI-assisted draft — not investment advice\n${LEGEND}`,
};

const listing = { exchange: 'NASDAQ', jurisdiction: 'US' };
const check = (block: string): Finding[] => checkContent(`${BODY}\n\n---\n\n${block}`, listing).findings;
const DISCLOSURE_RULES = /^(?:required\.|paid\.|fls\.)/;

describe('disclosures read as slots', () => {
  it.each(Object.entries(COMPLETE))('accepts a complete block: %s', (_layout, block) => {
    expect(
      check(block)
        .filter((f) => f.severity === 'critical' || DISCLOSURE_RULES.test(f.ruleId))
        .map((f) => `${f.ruleId}: ${f.message}`),
    ).toEqual([]);
  });

  // c41 point 3: a block written entirely in capitals (legal footers) is read exactly like its mixed-case form.
  it.each(Object.entries(COMPLETE))('reads a block in capitals like its mixed-case form, same slots and spans: %s', (_layout, block) => {
    const spans = (text: string) => Object.entries(readSlots(text).slots).map(([slot, s]) => [slot, s.start, s.end]);
    const mixed = `${BODY}\n\n---\n\n${block}`;
    const capitals = `${BODY}\n\n---\n\n${block.toUpperCase()}`;
    expect(spans(capitals)).toEqual(spans(mixed));
    expect(check(block.toUpperCase()).filter((f) => f.severity === 'critical' || DISCLOSURE_RULES.test(f.ruleId))).toEqual([]);
  });

  it('reads an all-caps legal footer: payer, amount and recipient as names, quoted as written', () => {
    const block =
      'DISCLOSURE: ACME MINING CORP. PAID US$25,000 TO NORTHERN GAS INVESTOR LTD. FOR THIS ARTICLE. THIS ARTICLE WAS DRAFTED WITH AI ASSISTANCE. NOT INVESTMENT ADVICE. FORWARD-LOOKING STATEMENTS INVOLVE RISKS; ACTUAL RESULTS MAY DIFFER MATERIALLY.';
    const text = `${BODY}\n\n---\n\n${block}`;
    const { slots } = readSlots(text);
    expect(slots.payer?.text).toBe('ACME MINING CORP.');
    expect(slots.amount?.text).toBe('US$25,000');
    expect(slots.recipient?.text).toBe('NORTHERN GAS INVESTOR LTD.');
    expect(slots.ai).toBeDefined();
    expect(slots.notAdvice).toBeDefined();
    // "THIS ARTICLE" is a common noun phrase, not a payer; a body in capitals is not a disclosure.
    expect(readSlots(`${BODY}\n\n---\n\nTHIS ARTICLE IS ABOUT ACME MINING CORP. AND ITS DRILL PROGRAM.`).slots).toEqual({});
    expect(
      check(block)
        .filter((f) => f.severity === 'critical')
        .map((f) => f.ruleId),
    ).toEqual([]);
  });

  it('gives each found slot with its span, and names the missing one', () => {
    const block = `Sponsor: Harbor Logistics Inc.\nAI use: AI-assisted draft\n${LEGEND}`;
    const text = `${BODY}\n\n---\n\n${block}`;
    const paid = checkContent(text, listing).findings.find((f) => f.ruleId === 'paid.incomplete')!;
    expect(paid.severity).toBe('critical');
    const at = text.indexOf('Harbor Logistics Inc.\nAI');
    expect(paid.message).toContain(`payer "Harbor Logistics Inc" (characters ${at}–${at + 'Harbor Logistics Inc'.length}`);
    expect(paid.message).toMatch(/Missing: amount, not investment advice\./);
    const reading = readSlots(text);
    expect(text.slice(reading.slots.ai!.start, reading.slots.ai!.end)).toBe('AI-assisted draft');
  });

  it.each([
    [
      'paid, then "not compensated"',
      'Harbor Logistics Inc. paid us $2,000 for this article. We were not compensated for our opinions.',
      /paid\.contradicted/,
    ],
    [
      'independent and unbiased while paid',
      'Paid by: Harbor Logistics Inc. | Fee: $2,000 | Our coverage is objective and independent.',
      /paid\.contradicted.*independent and unbiased/,
    ],
    [
      'the one paid says it has no relationship with the payer',
      'Harbor Logistics Inc. paid US$2,000 to Northgate Media for this article. Northgate Media has no relationship with Harbor Logistics Inc.',
      /paid\.contradicted.*no relationship/,
    ],
    [
      'the fee stated, then said not to be disclosed',
      'Harbor Logistics Inc. paid Northgate Media US$2,000 for this article. The fee paid has not been disclosed.',
      /paid\.(?:incomplete|contradicted).*has not been disclosed/,
    ],
    [
      'an amount labelled at length, withheld',
      'Sponsor: Harbor Logistics Inc.\nCompensation: US$2,000\nAmount of compensation: undisclosed',
      /withheld \("undisclosed"\)/,
    ],
    [
      'an undisclosed amount',
      'Paid by: Harbor Logistics Inc. | Amount: undisclosed',
      /paid\.incomplete.*no amount.*withheld \("undisclosed"\)/,
    ],
  ])('calls a self-contradicting block critical and says why: %s', (_case, paid, expected) => {
    const findings = check(`${paid}\nAI-assisted.\nNot investment advice.\n${LEGEND}`);
    const critical = findings.filter((f) => f.severity === 'critical').map((f) => `${f.ruleId}: ${f.message}`);
    expect(critical.join('\n')).toMatch(expected);
  });

  it('reads an AI statement that denies AI use as a denial, critical', () => {
    const findings = check(`Harbor Logistics Inc. paid us $2,000 for this article.\nAI use: none.\nNot investment advice.\n${LEGEND}`);
    const ai = findings.find((f) => f.ruleId === 'required.ai-disclosure')!;
    expect(ai.severity).toBe('critical');
    expect(ai.message).toMatch(/denies/);
  });

  it.each([
    ['in two sentences', 'This article was prepared with AI assistance. It was written entirely by humans without any AI involvement.'],
    ['in one sentence', 'This article was drafted by an AI model; no AI tools were used in writing it.'],
  ])('calls an AI statement beside its denial critical: %s', (_case, ai) => {
    const findings = check(`Harbor Logistics Inc. paid us $2,000 for this article.\n${ai}\nNot investment advice.\n${LEGEND}`);
    const critical = findings.filter((f) => f.severity === 'critical').map((f) => `${f.ruleId}: ${f.message}`);
    expect(critical.join('\n')).toMatch(/AI helped write it and then that no AI was used|denies/);
  });

  it('does not take a firm the body mentions saying it has no relationship for the one paid', () => {
    const findings = check(
      'Harbor Logistics Inc. paid US$2,000 to Northgate Media for this article. An analyst at Greyfriars Capital, which has no relationship with the company, rates the shares Neutral.\nAI-assisted.\nNot investment advice.',
    );
    expect(findings.filter((f) => f.ruleId === 'paid.contradicted')).toEqual([]);
  });

  it('takes a filled banner for a disclosure, an unfilled one for a placeholder', () => {
    expect(check(COMPLETE['banner with pipes']).filter((f) => f.ruleId === 'placeholder.unfilled')).toEqual([]);
    expect(check('[Sponsored | Paid by TBD | Amount: XX]').some((f) => f.ruleId === 'placeholder.unfilled')).toBe(true);
  });

  // c41 point 4: a line of bracketed tags is a banner of labels, not a template's unfilled slots.
  it('reads a sequence of bracketed tags as labelled fields, and keeps a template slot among them a placeholder', () => {
    const tags = '[PAID PROMOTION: Acme paid IssuerWire $5,000] [AI-ASSISTED: drafted with an AI tool] [NOT ADVICE]';
    const reading = readSlots(`${BODY}\n\n${tags}`);
    expect(Object.keys(reading.slots).sort()).toEqual(['ai', 'amount', 'notAdvice', 'payer']);
    expect(reading.slots.payer?.text).toBe('Acme');
    expect(reading.tags).toHaveLength(3);
    expect(check(`${tags}\n${LEGEND}`).filter((f) => f.severity === 'critical' || DISCLOSURE_RULES.test(f.ruleId))).toEqual([]);
    // One tag a line reads the same.
    expect(Object.keys(readSlots(`${BODY}\n\n${tags.replace(/\] \[/g, ']\n[')}`).slots).sort()).toEqual(Object.keys(reading.slots).sort());
    const placeholders = (text: string) =>
      check(text)
        .filter((f) => f.ruleId === 'placeholder.unfilled')
        .map((f) => f.span?.text);
    expect(placeholders('[SPONSORED] [PAYER: COMPANY NAME] [FEE: insert amount] [AI-ASSISTED] [NOT ADVICE]')).toEqual([
      '[PAYER: COMPANY NAME]',
      '[FEE: insert amount]',
    ]);
    expect(placeholders('[COMPANY NAME] [insert amount]')).toEqual(['[COMPANY NAME]', '[insert amount]']);
    expect(placeholders('Quote: [insert CEO quote]. [COMPANY NAME] paid us $5,000.')).toEqual(['[insert CEO quote]', '[COMPANY NAME]']);
  });

  it('does not take prose about money for a disclosure', () => {
    const text = `${BODY} The company paid a special dividend of $0.25 per share. Net proceeds were $9.2 million after underwriting fees.`;
    expect(readSlots(text).slots).toEqual({});
  });

  // The reading of a closing part is remembered while the body above it changes: what a re-check gets from that
  // memory must be the reading of the text as it is now, every offset included.
  it('reads a closing part it remembers exactly as a first reading of the edited text', () => {
    const blocks = [...Object.values(COMPLETE), ...TUNING_DISCLOSURE_BLOCKS.map((b) => b.block)];
    for (const block of blocks) {
      const before = `${BODY}\n\n---\n\n${block}`;
      const edited = `The terminals will employ 140 people once both are open. ${BODY}\n\n---\n\n${block}`;
      readSlots(before);
      const remembered = readSlots(edited);
      clearSentenceMemos();
      expect(remembered, block).toEqual(readSlots(edited));
      expect(Object.values(remembered.slots).map((s) => edited.slice(s.start, s.end).toLowerCase())).toEqual(
        Object.values(remembered.slots).map((s) => s.text.toLowerCase()),
      );
    }
  });

  // A table's header row names its columns; read as a sentence of its own it was once scored as promotion.
  it("takes a table's header row into the block, above its rule line", () => {
    const text = `${BODY}\n\n${COMPLETE['table with a header row']}`;
    expect(readSlots(text).block?.start).toBe(text.indexOf('| Payer |'));
  });

  it('keeps a layout one table entry and a slot one grammar entry', () => {
    expect(LAYOUTS.map((l) => l.name)).toHaveLength(5);
    expect(Object.keys(SLOTS)).toEqual(['payer', 'amount', 'recipient', 'ai', 'notAdvice', 'legend']);
  });
});
