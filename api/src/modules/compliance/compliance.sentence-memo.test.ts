import { describe, expect, it } from 'vitest';
import { compose } from '../../ai/composer';
import corpusJson from '../../../test/fixtures/compliance/corpus.json';
import { buildDisclosures } from './compliance.disclosures';
import { checkContent, type ListingRef } from './compliance.engine';
import { clearSentenceMemos, SentenceMemo } from './compliance.sentence-memo';

const corpus = corpusJson as { text: string }[];

describe('sentence memo', () => {
  it('computes a sentence once, from a copy equal to it, and again once it has been pushed out', () => {
    const memo = new SentenceMemo<{ length: number }>(100);
    const computed: string[] = [];
    const compute = (sentence: string) => {
      computed.push(sentence);
      return { length: sentence.length };
    };
    const text = 'First sentence here. Second sentence here.';
    expect(memo.get(text.slice(0, 20), compute)).toEqual({ length: 20 });
    // The same text in another string is found.
    expect(memo.get(['First', 'sentence', 'here.'].join(' '), compute)).toEqual({ length: 20 });
    expect(computed).toEqual(['First sentence here.']);
    // Texts that differ anywhere are different sentences.
    for (const other of ['First sentence here!', 'first sentence here.', 'Furst sentence here.']) memo.get(other, compute);
    expect(computed).toHaveLength(4);
    // However long the part they share: only the whole text is the key.
    const long = 'Our mill ran at full capacity through the quarter, the company said';
    const wide = new SentenceMemo<{ text: string }>(1000);
    expect(wide.get(`${long}, and it expects more.`, (s) => ({ text: s })).text).toBe(`${long}, and it expects more.`);
    expect(wide.get(`${long}; shares will double.`, (s) => ({ text: s })).text).toBe(`${long}; shares will double.`);
    // 100 characters hold four sentences of 24 (and 1 each): four more push the first out.
    memo.get(text.slice(0, 20), compute);
    for (let i = 0; i < 4; i++) memo.get(`Another sentence, no. ${i}.`, compute);
    memo.get(text.slice(0, 20), compute);
    expect(computed.filter((s) => s === 'First sentence here.')).toHaveLength(2);
  });

  it('gives a re-check of an edited text the report of its first reading', () => {
    const { body } = compose({
      kind: 'article',
      companyName: 'Northwind Minerals Corp.',
      ticker: 'NWM',
      exchange: 'TSXV',
      sector: 'mining',
      tone: 'deep dive',
      highlights: ['Opened a second mill', 'Signed an offtake agreement'],
      recentNews: 'Northwind announces assay results',
      website: 'https://nw.example',
    });
    const { text: disclosures } = buildDisclosures({
      issuerName: 'Northwind Minerals Corp.',
      ticker: 'NWM',
      exchange: 'TSXV',
      amountCents: 250_000,
      forwardLooking: true,
    });
    // Promotion the rules and the classifier find, payment statements wink reads, among the article's sentences.
    const passages = corpus.filter((_, i) => i % 9 === 0).map((p) => p.text);
    // Sentences with what follows each (a space or a paragraph break), so that an edit replaces one.
    const parts = [body, ...passages, disclosures].join('\n\n').split(/(?<=[a-z0-9)][.!?])(?=\s)/);
    const listing: ListingRef = { exchange: 'TSXV', jurisdiction: 'CA' };
    let findings = 0;
    for (let n = 0; n < 40; n++) {
      // An editor changes one sentence and checks again: every other sentence was read before. Every
      // other edit writes promotion only the classifier flags, so a stale verdict would show.
      const k = 1 + ((n * 7) % (parts.length - 1));
      const gap = /^\s*/.exec(parts[k])![0];
      parts[k] =
        n % 2
          ? `${parts[k]} (edit ${n}).`
          : `${gap}Honestly guys, this little gem is the play of the year and you are all sleeping on it (edit ${n}).`;
      const text = parts.join('');
      const recheck = checkContent(text, listing);
      clearSentenceMemos();
      const first = checkContent(text, listing);
      expect(recheck).toEqual(first);
      findings += first.findings.filter((f) => f.ruleId === 'promotion.classified').length;
    }
    // The memo was exercised on what it keeps: classifier verdicts (and payment statements wink reads).
    expect(findings).toBeGreaterThan(0);
  });
});
