import { compose } from '../api/src/ai/composer';
import { buildDisclosures } from '../api/src/modules/compliance/compliance.disclosures';
import { checkContent, checkContentByFullScan } from '../api/src/modules/compliance/compliance.engine';

/** Prints JSON: the check engine's in-process time on a ~1,200-word article (composer body + disclosures). */
const { body } = compose({
  kind: 'article',
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
});
const disclosures = buildDisclosures({
  issuerName: 'Acme Robotics Inc.',
  ticker: 'ACME',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
});
let text = `${body}\n\n---\n\n${disclosures.text}`;
// Pad with the article's own paragraphs to reach at least 1,200 words.
while (text.split(/\s+/).length < 1200) text = `${body}\n\n${text}`;
const words = text.split(/\s+/).length;
const listing = { exchange: 'NASDAQ', jurisdiction: 'US' };

function measure(check: typeof checkContent, runs: number): { median: number; p99: number } {
  for (let i = 0; i < runs / 10; i++) check(text, listing);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    check(text, listing);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
}

// The engine, and the same check scanning every pattern over the whole text (how it ran before the
// prefilter): the ratio of the two holds on a busy machine, where absolute times do not.
const fast = measure(checkContent, 2000);
const fullScan = measure(checkContentByFullScan, 500);
console.log(JSON.stringify({ words, median: fast.median, p99: fast.p99, fullScan, text }));
