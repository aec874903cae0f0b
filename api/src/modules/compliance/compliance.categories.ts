// The families findings belong to: a rule id's first part ("price.target" is a price finding). The set is
// closed (rules are files in this repository, not plugins or settings), so GraphQL offers it as an enum with
// each value described; a new family is a new line here, which the schema check treats as an addition.

export const FINDING_CATEGORIES = [
  'balance',
  'buzzword',
  'certainty',
  'comparison',
  'deal',
  'demand',
  'disclaimer',
  'disclosure',
  'endorsement',
  'fls',
  'info',
  'mining',
  'model',
  'paid',
  'performance',
  'pivot',
  'placeholder',
  'price',
  'promise',
  'promissory',
  'promotion',
  'required',
  'results',
  'return',
  'superlative',
  'takeover',
  'uk',
  'urgency',
] as const;
export type FindingCategory = (typeof FINDING_CATEGORIES)[number];

/** What each family is about, for partners (the GraphQL enum's descriptions) and people. */
export const FINDING_CATEGORY_DESCRIPTIONS: Record<FindingCategory, string> = {
  balance: 'One-sided: a promotional piece that mentions no risk',
  buzzword: 'Hot-sector buzzwords without substance',
  certainty: 'Plans, approvals, results or outcomes stated as certain',
  comparison: 'Comparison to a famous company',
  deal: 'A non-binding deal (a letter of intent, talks) presented as done',
  demand: 'Demand or market claims without support',
  disclaimer: 'A disclaimer undercut by a call to buy',
  disclosure: "The piece's recorded disclosure facts are out of date or not in the text",
  endorsement: 'Testimonials and endorsements',
  fls: 'Forward-looking statements: the legend, its cautionary factors and the safe harbor',
  info: 'Hints of undisclosed information',
  mining: 'Mining claims without reported data or a resource estimate',
  model: "A language model's second opinion (its ruleId names the model's own category); never a rule",
  paid: 'A paid-content disclosure without payer or amount, or one that contradicts itself',
  performance: 'Past performance presented as repeating',
  pivot: 'A hot-sector pivot presented as value',
  placeholder: 'An unfilled template placeholder',
  price: 'Price predictions and targets',
  promise: 'Listing or buy-back promises',
  promissory: 'Promises or guarantees of returns',
  promotion: 'Calls to buy, and sentences that read as stock promotion',
  required: 'A required disclosure is missing (paid content, AI assistance, not investment advice, the legend)',
  results: 'A selected result presented as the whole',
  return: 'Promised or implied rates of return',
  superlative: 'Unattributed superlatives',
  takeover: 'Takeover talk: a bid or buyer implied without an announced offer',
  uk: 'UK Market Abuse Regulation: inside information mixed with marketing',
  urgency: 'Urgency or pressure to buy',
};

/** The family of a rule id; a rule id outside the list is a programming error (compliance.categories.test.ts holds every rule to it). */
export function categoryOf(ruleId: string): FindingCategory {
  const prefix = ruleId.split('.')[0];
  const category = FINDING_CATEGORIES.find((c) => c === prefix);
  if (!category) throw new Error(`Rule ${ruleId} belongs to no finding category: add "${prefix}" to FINDING_CATEGORIES.`);
  return category;
}
