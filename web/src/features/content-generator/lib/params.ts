import { enumName } from '@api-enum';
import type { GENERATOR_TONES } from '@api-schemas/compliance/content-generator.schemas';
import type { GenerateContentInput } from '../../../gql/graphql';

export type GeneratorTone = (typeof GENERATOR_TONES)[number];

export const TONE_LABELS: Record<GeneratorTone, string> = {
  // The spec's tone, written as confident and strictly factual: the form says so beside the choice.
  bullish: 'Bullish: confident, strictly factual',
  neutral: 'Neutral',
  factual: 'Factual',
  'deep-dive': 'Deep dive',
};

export interface GeneratorParams {
  ticker: string;
  companyName: string;
  title: string;
  tone: GeneratorTone;
  keyMessages: string[];
  includeCEOQuote: boolean;
  /** The issuer's own quote: none is written without it (never a placeholder). */
  quote: string;
  quoteSpeakerName: string;
  quoteSpeakerTitle: string;
  includeFinancials: boolean;
  customContext: string;
}

/** Spec section 9: tone bullish, CEO quote on, financials off. */
export const DEFAULT_PARAMS: GeneratorParams = {
  ticker: '',
  companyName: '',
  title: '',
  tone: 'bullish',
  keyMessages: [],
  includeCEOQuote: true,
  quote: '',
  quoteSpeakerName: '',
  quoteSpeakerTitle: '',
  includeFinancials: false,
  customContext: '',
};

/** Spec section 5: ticker, company name and title are required to enable generation. */
export function canGenerate(params: Pick<GeneratorParams, 'ticker' | 'companyName' | 'title'>): boolean {
  return [params.ticker, params.companyName, params.title].every((value) => value.trim().length > 0);
}

/** The mutation's input: trimmed, ticker upper-cased, an empty context left out. */
export function toGenerateInput(params: GeneratorParams): GenerateContentInput {
  const customContext = params.customContext.trim();
  return {
    ticker: params.ticker.trim().toUpperCase(),
    companyName: params.companyName.trim(),
    title: params.title.trim(),
    tone: enumName(params.tone),
    keyMessages: params.keyMessages,
    includeCEOQuote: params.includeCEOQuote,
    ...(params.includeCEOQuote && params.quote.trim()
      ? { quote: params.quote.trim(), quoteSpeakerName: params.quoteSpeakerName.trim(), quoteSpeakerTitle: params.quoteSpeakerTitle.trim() }
      : {}),
    includeFinancials: params.includeFinancials,
    ...(customContext ? { customContext } : {}),
  };
}

/** A key message as the list keeps it: trimmed; null when blank or already listed. */
export function acceptKeyMessage(list: readonly string[], draft: string): string | null {
  const message = draft.trim();
  if (!message || list.includes(message)) return null;
  return message;
}
