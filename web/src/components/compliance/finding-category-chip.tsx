import type { FindingCategory } from '../../gql/graphql';
import { SWATCHES } from '../../lib/severity';
import { SwatchChip } from './swatch-chip';

/** Each family's name on a finding (the API describes each value; these are the short labels people read). */
const LABELS: Record<FindingCategory, string> = {
  BALANCE: 'Balance',
  BUZZWORD: 'Buzzword',
  CERTAINTY: 'Certainty',
  COMPARISON: 'Comparison',
  DEAL: 'Deal as done',
  DEMAND: 'Demand claim',
  DISCLAIMER: 'Disclaimer',
  DISCLOSURE: 'Disclosure facts',
  ENDORSEMENT: 'Endorsement',
  FLS: 'Forward-looking',
  INFO: 'Undisclosed information',
  MINING: 'Mining claim',
  MODEL: 'Model opinion',
  PAID: 'Paid content',
  PERFORMANCE: 'Past performance',
  PIVOT: 'Sector pivot',
  PLACEHOLDER: 'Placeholder',
  PRICE: 'Price prediction',
  PROMISE: 'Promise',
  PROMISSORY: 'Promised returns',
  PROMOTION: 'Promotion',
  REQUIRED: 'Required disclosure',
  RESULTS: 'Cherry-picked results',
  RETURN: 'Promised return',
  SUPERLATIVE: 'Superlative',
  TAKEOVER: 'Takeover talk',
  UK: 'UK market abuse',
  URGENCY: 'Urgency',
};

export function categoryLabel(category: FindingCategory): string {
  return LABELS[category] ?? category;
}

/** A finding's category as a label, in the neutral colour (the severity has the colours). */
export function FindingCategoryChip({ category }: { category: FindingCategory }) {
  return (
    <SwatchChip swatch={SWATCHES.grey} label={categoryLabel(category)} data-category={category} sx={{ height: 22, fontWeight: 600 }} />
  );
}
