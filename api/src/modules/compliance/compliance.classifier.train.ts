// Trains the promotion classifier (logistic regression) on the TUNING parts only (old passages minus heldOutPassage, the independent
// tuning file) plus the standard disclosure blocks and the composer's own sentences as clean text, and writes compliance.classifier-model.json.
// The threshold is chosen by 4-fold cross-validation on the same tuning data; held-out passages are never read.
// Run: npm run train:compliance-classifier -w api (then prettier on the JSON).

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heldOutPassage, PASSAGES } from './__fixtures__/passages';
import { TUNING_PASSAGES_2 } from './__fixtures__/passages-independent.tuning';
import { classifierScore, features, type ClassifierModel } from './compliance.classifier';
import { buildDisclosures } from './compliance.disclosures';
import { EXCHANGES } from './compliance.rules';
import { compose } from '../../ai/composer';
import { CAMPAIGN_TONES } from '../campaigns/campaigns.schemas';

interface Example {
  text: string;
  block: boolean;
}

const disclosureSentences = EXCHANGES.flatMap((exchange) =>
  buildDisclosures({ issuerName: 'Northwind Minerals Corp.', ticker: 'NWM', exchange, amountCents: 499_900, forwardLooking: true })
    .text.split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.trim().length > 0),
);

// The composer's own sentences (headings included), every tone and kind, for a handful of sectors: the product's
// wording, clean by construction; without them a short heading such as "Reporting to shareholders" could score
// as promotion.
const composerSentences = (['article', 'press-release'] as const).flatMap((kind) =>
  CAMPAIGN_TONES.flatMap((tone) =>
    ['Technology', 'Healthcare', 'Financial Services', 'Energy', 'Consumer Goods', 'Mining'].flatMap((sector) =>
      compose({
        kind,
        companyName: 'Northwind Minerals Corp.',
        ticker: 'NWM',
        exchange: 'TSXV',
        sector,
        tone,
        highlights: ['Opened a second mill', 'Revenue grew 12% to $8.1M in fiscal 2025'],
        recentNews: 'Northwind announces assay results',
        website: 'https://nw.example',
      })
        .body.split(/(?<=[.!?])\s+|\n+/)
        .map((s) => s.replace(/^#+\s*/, '').trim())
        .filter((s) => s.length > 0),
    ),
  ),
);

const passages: Example[] = [...PASSAGES.filter((p) => !heldOutPassage(p)), ...TUNING_PASSAGES_2];
// Clean text in every training run (never a fold of its own: the folds measure passages).
const alwaysClean: Example[] = [...new Set([...disclosureSentences, ...composerSentences])].map((text) => ({ text, block: false }));
const examples: Example[] = [...passages, ...alwaysClean];

// Logistic regression (L2, AdaGrad, a fixed shuffle, so a retrain gives the same model): chosen over the naive Bayes
// it replaced by 4-fold cross-validation on this tuning data (recall 0.73 vs 0.50 at precision 0.97, before the
// composer's sentences were added), as were its settings (L2 1e-3, 10 epochs, features seen at least twice).
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

// Cross-validation on the tuning data: the threshold with the best recall whose precision reaches 0.97.
const FOLDS = 4;
const scored: { block: boolean; s: number }[] = [];
for (let k = 0; k < FOLDS; k++) {
  const m = train([...passages.filter((_, i) => i % FOLDS !== k), ...alwaysClean], 0);
  for (const e of passages.filter((_, i) => i % FOLDS === k)) scored.push({ block: e.block, s: classifierScore(e.text, m) });
}
let threshold = 3;
let bestRecall = 0;
for (let t = -1; t <= 3; t = Math.round((t + 0.05) * 100) / 100) {
  const tp = scored.filter((x) => x.s > t && x.block).length;
  const fp = scored.filter((x) => x.s > t && !x.block).length;
  const fn = scored.filter((x) => x.s <= t && x.block).length;
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  if (precision >= 0.97 && recall > bestRecall) [threshold, bestRecall] = [t, recall];
}
console.log(`cross-validated on the tuning data: threshold ${threshold}, recall ${bestRecall.toFixed(3)} at precision >= 0.97`);
const model = train(examples, threshold);
const out = fileURLToPath(new URL('./compliance.classifier-model.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`${examples.length} examples, ${Object.keys(model.weights).length} features, threshold ${threshold}: ${out}`);
