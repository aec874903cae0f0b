import { compose } from '../api/src/ai/composer';
import { buildDisclosures } from '../api/src/modules/compliance/compliance.disclosures';
import { checkContent, checkContentByFullScan } from '../api/src/modules/compliance/compliance.engine';
import { clearSentenceMemos } from '../api/src/modules/compliance/compliance.sentence-memo';
import { oneSentenceEdited, sentenceEnds } from './compliance-edits.mjs';
import { machineSpeedMs } from './machine-speed.mjs';

/** Prints JSON: the check engine's in-process time on a 1,200-word article (composer body + disclosures). */
// A brief of many distinct facts: the composer writes only what the issuer gave it, so a long article needs a long
// brief. Varied verbs, places and figures, so no two sentences are alike (the engine remembers sentences it has read).
const VERBS = ['Opened', 'Completed', 'Expanded', 'Commissioned', 'Upgraded', 'Signed a service contract for', 'Automated', 'Certified'];
const SITES = [
  'the Ohio plant',
  'the Texas warehouse',
  'the Ontario depot',
  'the Bavaria line',
  'the Osaka test lab',
  'the Monterrey hub',
  'the Leeds office',
];
const fact = (i: number) =>
  `${VERBS[i % VERBS.length]} ${SITES[(i * 3) % SITES.length]} in phase ${i + 1}, adding ${12 + ((i * 7) % 40)} staff and ${2 + ((i * 5) % 17)} robotic cells`;
const request = (facts: number) => ({
  kind: 'article' as const,
  companyName: 'Acme Robotics Inc.',
  ticker: 'ACME',
  exchange: 'NASDAQ',
  sector: 'technology',
  tone: 'deep dive',
  highlights: Array.from({ length: facts }, (_, i) => fact(i)),
  recentNews: 'Acme Robotics announces new warehouse automation product',
  website: 'https://acme.example',
});
const disclosures = buildDisclosures({
  issuerName: 'Acme Robotics Inc.',
  ticker: 'ACME',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
});
const wordCount = (s: string) => s.split(/\s+/).length;
const article = (facts: number) => `${compose(request(facts)).body}\n\n---\n\n${disclosures.text}`;
// The fewest facts that make at least 1,200 words, disclosures included.
let facts = 1;
while (wordCount(article(facts)) < 1200 && facts < 200) facts += 1;
const text = article(facts);
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
// The reference workload timed just before and after: p99 as a share of it holds from hour to hour (issue 41's
// 5 ms is stated for a quiet machine, where the reference takes up to 700 ms).
const speedBefore = machineSpeedMs();
const fast = measure(checkContent, 2000, firstReading);
const speed = (speedBefore + machineSpeedMs()) / 2;
const fullScan = measure(checkContentByFullScan, 500, firstReading);
const recheck = measure(checkContent, 2000, edited);
console.log(JSON.stringify({ words, facts, median: fast.median, p99: fast.p99, speed, fullScan, recheck, text }));
