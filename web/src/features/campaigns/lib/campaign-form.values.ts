import {
  BRIEF_FIELDS,
  briefShortfall,
  briefShortfallMessage,
  BUDGETS,
  CAMPAIGN_TONES,
  CONTENT_FORMATS,
  campaignDraftSchema,
  campaignInputSchema,
  DEFAULT_BUDGET,
  SECTORS,
  SECTOR_LABELS,
  sectorForListing,
  type BriefField,
  type Budget,
  type CampaignTone,
  type ContentFormat,
  type Sector,
} from '@api-schemas/campaigns/campaigns.schemas';
import { enumName } from '@api-enum';
import type { z } from 'zod';
import '../../../lib/zod';

/** What the campaign form holds: every field as typed (the title is pre-filled from the strongest highlight until edited). */
export interface CampaignFormValues {
  title: string;
  companyName: string;
  ticker: string;
  website: string;
  pressRelease: string;
  sector: Sector | '';
  tone: CampaignTone | '';
  highlights: string;
  format: ContentFormat;
  quote: string;
  quoteSpeakerName: string;
  quoteSpeakerTitle: string;
  /** The feature's brief beyond the highlights (optional fields). */
  background: string;
  products: string;
  customers: string;
  strategy: string;
  milestones: string;
  outlook: string;
  budget: Budget | '';
}

export type CampaignFormField = keyof CampaignFormValues;

/** The parts of the signed-in account the form is pre-filled from. */
export interface IssuerDefaults {
  companyName?: string | null;
  ticker?: string | null;
  sector?: string | null;
  website?: string | null;
  verificationStatus?: string | null;
}

/** Spec section 5: budget pro, everything else empty. */
export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  title: '',
  companyName: '',
  ticker: '',
  website: '',
  pressRelease: '',
  sector: '',
  tone: '',
  highlights: '',
  format: 'article',
  quote: '',
  quoteSpeakerName: '',
  quoteSpeakerTitle: '',
  background: '',
  products: '',
  customers: '',
  strategy: '',
  milestones: '',
  outlook: '',
  budget: DEFAULT_BUDGET,
};

/** The form's sector for the issuer's listing sector ("Information Technology" -> technology), or '' when none fits. */
export function formSectorFor(listingSector: string | null | undefined): Sector | '' {
  return sectorForListing(listingSector) ?? '';
}

export function isVerifiedIssuer(issuer: IssuerDefaults): boolean {
  return issuer.verificationStatus === 'VERIFIED' && Boolean(issuer.ticker);
}

/** The empty form with the verified issuer's company name, ticker, website and sector filled in. */
export function campaignFormDefaults(issuer: IssuerDefaults): CampaignFormValues {
  return {
    ...EMPTY_CAMPAIGN_FORM,
    companyName: issuer.companyName ?? '',
    ticker: isVerifiedIssuer(issuer) ? (issuer.ticker ?? '') : '',
    // The website KYC verified against the listing: the company's own, so the form need not ask for it again.
    website: isVerifiedIssuer(issuer) ? (issuer.website ?? '') : '',
    sector: formSectorFor(issuer.sector),
  };
}

export const TONE_LABELS: Record<CampaignTone, string> = {
  // The spec's tone, written as confident and strictly factual: the form says so beside the choice.
  bullish: 'Bullish: confident, strictly factual',
  neutral: 'Neutral',
  'deep dive': 'Deep Dive',
  analytical: 'Analytical',
  educational: 'Educational',
};

export const FORMAT_LABELS: Record<ContentFormat, string> = {
  article: 'Feature article (800–1,200 words, for blog platforms)',
  'press-release': 'Press release (for newswires)',
};

export { BRIEF_FIELDS, BUDGETS, CAMPAIGN_TONES, CONTENT_FORMATS, SECTORS, SECTOR_LABELS, type BriefField };

/** The brief's fields as the form labels and explains them. */
export const BRIEF_LABELS: Record<BriefField, { label: string; placeholder: string }> = {
  background: { label: 'Background', placeholder: 'When and where the company was founded, its people, its history: one fact per line' },
  products: { label: 'Products and services', placeholder: 'What it sells, to whom, how: one fact per line' },
  customers: { label: 'Customers', placeholder: 'Who its customers are, how many, in which markets: one fact per line' },
  strategy: { label: 'Strategy', placeholder: 'Where management is taking the business: one fact per line' },
  milestones: { label: 'Milestones', placeholder: 'Dated achievements: one per line' },
  outlook: { label: 'Outlook', placeholder: 'Guidance and plans as published: one per line' },
};

/** A feature's brief too thin for 800 words: what the form says before generating (the API answers brief_too_thin). */
export function briefNotice(values: CampaignFormValues): string | null {
  if (values.format !== 'article') return null;
  const shortfall = briefShortfall(values);
  return shortfall ? briefShortfallMessage(shortfall) : null;
}

/** The body both schemas read: a draft's blank title is left to the server (it titles it from the strongest highlight). */
function candidate(values: CampaignFormValues) {
  return { ...values, title: values.title };
}

/** First message per field, as the form shows them under the fields. */
function fieldMessages(issues: readonly z.core.$ZodIssue[]): Partial<Record<CampaignFormField, string>> {
  const messages: Partial<Record<CampaignFormField, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as CampaignFormField;
    if (key in EMPTY_CAMPAIGN_FORM) messages[key] ??= issue.message;
  }
  return messages;
}

export type Checked<T> = { ok: true; input: T } | { ok: false; errors: Partial<Record<CampaignFormField, string>> };

/** Generate Article: every required field of the campaign schema. */
export function checkForGenerate(values: CampaignFormValues): Checked<z.output<typeof campaignInputSchema>> {
  const result = campaignInputSchema.safeParse(candidate(values));
  if (!result.success) return { ok: false, errors: fieldMessages(result.error.issues) };
  // A feature is made of the issuer's facts: a thin brief is sent back to the issuer, not padded.
  const notice = briefNotice(values);
  return notice ? { ok: false, errors: { background: notice } } : { ok: true, input: result.data };
}

/** Save Draft: company name and ticker suffice; without a title the server writes one from the strongest highlight. */
export function checkForDraft(values: CampaignFormValues): Checked<z.output<typeof campaignDraftSchema>> {
  const result = campaignDraftSchema.safeParse(candidate(values));
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldMessages(result.error.issues) };
}

/** The GraphQL CampaignInput for parsed form data (blank optionals are left out). */
export function toCampaignInput(input: z.output<typeof campaignDraftSchema> | z.output<typeof campaignInputSchema>) {
  return {
    title: input.title || undefined,
    companyName: input.companyName,
    ticker: input.ticker,
    sector: input.sector ? enumName(input.sector) : undefined,
    tone: input.tone ? enumName(input.tone) : undefined,
    highlights: input.highlights ?? undefined,
    website: input.website ?? undefined,
    pressRelease: input.pressRelease ?? undefined,
    format: enumName(input.format),
    quote: input.quote ?? undefined,
    quoteSpeakerName: input.quoteSpeakerName ?? undefined,
    quoteSpeakerTitle: input.quoteSpeakerTitle ?? undefined,
    ...Object.fromEntries(BRIEF_FIELDS.map((field) => [field, input[field] ?? undefined])),
    budget: enumName(input.budget),
  };
}
