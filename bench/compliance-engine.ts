import { compose } from '../api/src/ai/composer';
import { buildDisclosures } from '../api/src/modules/compliance/compliance.disclosures';
import { checkContent, checkContentByFullScan } from '../api/src/modules/compliance/compliance.engine';
import { clearSentenceMemos } from '../api/src/modules/compliance/compliance.sentence-memo';
import { oneSentenceEdited, sentenceEnds } from './compliance-edits.mjs';

/** Prints JSON: the check engine's in-process time on a ~1,200-word article (composer body + disclosures). */
const request = {
  kind: 'article' as const,
  companyName: 'Acme Robotics Inc.',
  ticker: 'ACME',
  exchange: 'NASDAQ',
  sector: 'technology',
  tone: 'deep dive',
  highlights: [
    'Opened a second production line in Ohio',
    'Signed a distribution agreement with a regional partner',
    'Expanded the engineering team',
  ],
  recentNews: 'Acme Robotics announces new warehouse automation product',
  website: 'https://acme.example',
};
const { body } = compose(request);
const disclosures = buildDisclosures({
  issuerName: 'Acme Robotics Inc.',
  ticker: 'ACME',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
});
// Up to 1,200 words with the industry paragraphs of a second sector, one at a time, at the end of the
// article's own industry section (prepending a whole body again would double the article and repeat it).
const paragraphs = body.split('\n\n');
const wordCount = (s: string) => s.split(/\s+/).length;
// The paragraphs of the industry section (its heading varies with the sector).
const industryEnd = (ps: string[]) => ps.findIndex((p, i) => p.startsWith('## ') && i > ps.findIndex((q) => /^## .*industry/i.test(q)));
const other = compose({ ...request, sector: 'healthcare' }).body.split('\n\n');
const extra = other.slice(other.findIndex((q) => /^## .*industry/i.test(q)) + 1, industryEnd(other)).filter((p) => !paragraphs.includes(p));
let text = `${body}\n\n---\n\n${disclosures.text}`;
while (wordCount(text) < 1200 && extra.length) {
  paragraphs.splice(industryEnd(paragraphs), 0, extra.shift()!);
  text = `${paragraphs.join('\n\n')}\n\n---\n\n${disclosures.text}`;
}
const words = wordCount(text);
const listing = { exchange: 'NASDAQ', jurisdiction: 'US' };

const ends = sentenceEnds(text);

/** Median and p99 of `runs` checks; `prepare` gives each run its text, outside the timed part. */
function measure(check: typeof checkContent, runs: number, prepare: (run: number) => string): { median: number; p99: number } {
  for (let i = 0; i < runs / 10; i++) check(prepare(-1 - i), listing);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = prepare(i);
    const start = performance.now();
    check(input, listing);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
}

// A first reading: the engine forgets every sentence it read before each check.
const firstReading = (): string => {
  clearSentenceMemos();
  return text;
};
// An editor's re-check: one sentence changed since the last check (each run a new edit).
let edit = 0;
const edited = (): string => oneSentenceEdited(text, ends, edit++);

// The engine, and the same check scanning every pattern over the whole text (how it ran before the
// prefilter): the ratio of the two holds on a busy machine, where absolute times do not.
const fast = measure(checkContent, 2000, firstReading);
const fullScan = measure(checkContentByFullScan, 500, firstReading);
const recheck = measure(checkContent, 2000, edited);
console.log(JSON.stringify({ words, median: fast.median, p99: fast.p99, fullScan, recheck, text }));
