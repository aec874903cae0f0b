// Trains the promotion classifier (logistic regression) on the TUNING parts only (old passages minus heldOutPassage, the independent
// tuning files) plus the standard disclosure blocks and the composer's own sentences as clean text, and writes compliance.classifier-model.json.
// The threshold is chosen by 4-fold cross-validation on the same tuning data; held-out passages are never read.
// Run: npm run train:compliance-classifier -w api (then prettier on the JSON).

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heldOutPassage, PASSAGES, type Passage } from './__fixtures__/passages';
import { TUNING_PASSAGES_3 } from './__fixtures__/passages-fresh-a.tuning';
import { TUNING_PASSAGES_4 } from './__fixtures__/passages-fresh-b.tuning';
import { TUNING_PASSAGES_5 } from './__fixtures__/passages-fresh-c.tuning';
import { TUNING_PASSAGES_6 } from './__fixtures__/passages-fresh-d.tuning';
import { TUNING_PASSAGES_2 } from './__fixtures__/passages-independent.tuning';
import { classifierScore, features, type ClassifierModel } from './compliance.classifier';
import { buildDisclosures } from './compliance.disclosures';
import { EXCHANGES } from './compliance.rules';
import { RULES_BY_ID } from './compliance.patterns';
import corpusJson from './__fixtures__/corpus.json';
import { compose } from '../../ai/composer';
import { CAMPAIGN_TONES } from '../campaigns/campaigns.schemas';

interface Example {
  text: string;
  block: boolean;
  group?: string;
  /** Which independently written corpus it comes from (folds that hold out a whole corpus). */
  corpus?: number;
}

const disclosureSentences = EXCHANGES.flatMap((exchange) =>
  buildDisclosures({ issuerName: 'Northwind Minerals Corp.', ticker: 'NWM', exchange, amountCents: 499_900, forwardLooking: true })
    .text.split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.trim().length > 0),
);

// The composer's own sentences (headings and the facts it lists from market data included), every tone and kind,
// for a handful of sectors and exchanges: the product's wording, clean by construction; without them a short
// heading such as "Reporting to shareholders", or a line such as "Exchange: NASDAQ (source: market data)", could
// score as promotion.
const composerSentences = (['article', 'press-release'] as const).flatMap((kind) =>
  CAMPAIGN_TONES.flatMap((tone) =>
    ['Technology', 'Healthcare', 'Financial Services', 'Energy', 'Consumer Goods', 'Mining'].flatMap((sector, i) => {
      const exchange = (['TSXV', 'NASDAQ', 'NYSE', 'OTCQB', 'ASX', 'AIM'] as const)[i];
      return compose({
        kind,
        companyName: 'Northwind Minerals Corp.',
        ticker: 'NWM',
        exchange,
        sector,
        tone,
        highlights: ['Opened a second mill', 'Revenue grew 12% to $8.1M in fiscal 2025'],
        recentNews: 'Northwind announces assay results',
        website: 'https://nw.example',
        // As the articles and content services pass them (article-content-request.ts, content-generator.service.ts).
        facts: [
          { label: 'Exchange', value: exchange, source: 'market data' },
          { label: 'Market capitalisation', value: '$412.5M', source: 'market data' },
          { label: 'Listing', value: `NWM on ${exchange}`, source: 'market data' },
          { label: 'Industry', value: 'Gold', source: 'market data' },
          { label: 'Earlier article', value: 'Northwind reports third quarter results', source: 'IssuerWire, 2026-01-12' },
          { label: 'Listed peer in the same industry', value: `Southgate Resources (${exchange}: SGR)`, source: 'market data' },
        ],
      })
        .body.split(/(?<=[.!?])\s+|\n+/)
        .map((s) => s.replace(/^#+\s*/, '').trim())
        .filter((s) => s.length > 0);
    }),
  ),
);

// The fresh corpora open nearly every passage with its register ("Tweet:", "Press release:", "Earnings call answer,
// CFO:"), and in one of them almost only the passages to block have one: a label that the product's text never
// carries would be learnt as promotion, so it is dropped.
const REGISTER_LABEL = /^\w[\w/&'.,-]*(?: [\w/&'.,-]+){0,7}: (?=\S)/;
const withoutRegisterLabels = (list: readonly Passage[]): Passage[] =>
  list.map((p) => ({ ...p, text: p.text.replace(REGISTER_LABEL, '') }));
// The first labelled corpus (corpus.json, labelled by rule): its passages that name no rule are clean, those that
// name a critical one are to block; those naming only lesser rules say nothing about blocking and stay out, and
// so do its hold-out groups (ids holdout-, holdout2-, holdout3-).
const corpusPassages: Passage[] = (corpusJson as { id: string; text: string; exchange: string; mustFind: string[] }[])
  .filter((p) => !p.id.startsWith('holdout'))
  .flatMap((p) => {
    const critical = p.mustFind.some((id) => RULES_BY_ID.get(id)?.severity === 'critical');
    if (p.mustFind.length > 0 && !critical) return [];
    return [{ text: p.text, block: critical, exchange: p.exchange, group: `corpus-${p.id.replace(/-\d+$/, '')}` }];
  });
const corpora: (readonly Passage[])[] = [
  PASSAGES.filter((p) => !heldOutPassage(p)),
  corpusPassages,
  TUNING_PASSAGES_2,
  ...[TUNING_PASSAGES_3, TUNING_PASSAGES_4, TUNING_PASSAGES_5, TUNING_PASSAGES_6].map(withoutRegisterLabels),
];
const passages: Example[] = corpora.flatMap((list, corpus) => list.map((p) => ({ ...p, corpus })));
// Clean text in every training run (never a fold of its own: the folds measure passages).
const alwaysClean: Example[] = [...new Set([...disclosureSentences, ...composerSentences])].map((text) => ({ text, block: false }));
const examples: Example[] = [...passages, ...alwaysClean];

// Logistic regression (L2, AdaGrad, a fixed shuffle, so a retrain gives the same model): chosen over the naive Bayes
// it replaced by 4-fold cross-validation on this tuning data (recall 0.73 vs 0.50 at precision 0.97, before the
// composer's sentences were added), as were its settings (L2 1e-3, 10 epochs, features seen at least twice) and,
// on 2026-11-27, its features (compliance.classifier.ts: stems, figure and ticker classes, negation scope, pairs one
// apart; recall 0.675 -> 0.808 on the tuning data of then, 0.876 -> 0.896 with the fresh corpora; the README has each step).
const L2 = 1e-3;
const EPOCHS = 10;
const MIN_COUNT = 2;
const RATE = 0.5;

function train(list: Example[], threshold: number): ClassifierModel {
  const featuresOf = list.map((e) => features(e.text));
  const counts = new Map<string, number>();
  for (const fs of featuresOf) for (const f of fs) counts.set(f, (counts.get(f) ?? 0) + 1);
  const weights = new Map<string, number>();
  const squares = new Map<string, number>();
  let bias = 0;
  let biasSquares = 0;
  const order = list.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = (k * 7919 + epoch * 104729) % (k + 1);
      [order[k], order[j]] = [order[j], order[k]];
    }
    for (const i of order) {
      const kept = featuresOf[i].filter((f) => (counts.get(f) ?? 0) >= MIN_COUNT);
      const scale = 1 / Math.sqrt(featuresOf[i].length || 1);
      let z = bias;
      for (const f of kept) z += (weights.get(f) ?? 0) * scale;
      const error = 1 / (1 + Math.exp(-z)) - (list[i].block ? 1 : 0);
      for (const f of kept) {
        const w = weights.get(f) ?? 0;
        const gradient = error * scale + L2 * w;
        const sum = (squares.get(f) ?? 0) + gradient * gradient;
        squares.set(f, sum);
        weights.set(f, w - (RATE * gradient) / Math.sqrt(sum + 1e-8));
      }
      biasSquares += error * error;
      bias -= (RATE * error) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  const rounded: Record<string, number> = {};
  for (const [f, w] of weights) if (Math.abs(w) >= 0.0005) rounded[f] = Math.round(w * 1000) / 1000;
  return { bias: Math.round(bias * 1000) / 1000, weights: rounded, threshold };
}

// Cross-validation on the tuning data, the passages of each group spread over the folds: the threshold with the best
// recall whose precision reaches 0.97. Folds that hold out whole groups, or whole corpora (wording never seen),
// are printed at that threshold too; they choose nothing.
const FOLDS = 4;
function crossValidated(foldOf: (e: Example, i: number) => number, folds: number): { block: boolean; s: number }[] {
  const scored: { block: boolean; s: number }[] = [];
  for (let k = 0; k < folds; k++) {
    const m = train([...passages.filter((e, i) => foldOf(e, i) !== k), ...alwaysClean], 0);
    for (const e of passages.filter((e, i) => foldOf(e, i) === k)) scored.push({ block: e.block, s: classifierScore(e.text, m) });
  }
  return scored;
}
function measured(scored: { block: boolean; s: number }[], t: number): { precision: number; recall: number } {
  const tp = scored.filter((x) => x.s > t && x.block).length;
  const fp = scored.filter((x) => x.s > t && !x.block).length;
  const fn = scored.filter((x) => x.s <= t && x.block).length;
  return { precision: tp / (tp + fp), recall: tp / (tp + fn) };
}
const scored = crossValidated((_, i) => i % FOLDS, FOLDS);
let threshold = 3;
let bestRecall = 0;
for (let t = -1; t <= 3; t = Math.round((t + 0.05) * 100) / 100) {
  const { precision, recall } = measured(scored, t);
  if (precision >= 0.97 && recall > bestRecall) [threshold, bestRecall] = [t, recall];
}
console.log(`cross-validated on the tuning data: threshold ${threshold}, recall ${bestRecall.toFixed(3)} at precision >= 0.97`);
const groups = [...new Set(passages.map((e) => e.group))].sort();
for (const [name, foldOf, folds] of [
  ['whole groups held out', (e: Example) => groups.indexOf(e.group) % FOLDS, FOLDS],
  ['whole corpora held out', (e: Example) => e.corpus ?? 0, corpora.length],
] as const) {
  const { precision, recall } = measured(crossValidated(foldOf, folds), threshold);
  console.log(`  ${name}: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} at that threshold`);
}
const model = train(examples, threshold);
const out = fileURLToPath(new URL('./compliance.classifier-model.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`${examples.length} examples, ${Object.keys(model.weights).length} features, threshold ${threshold}: ${out}`);
