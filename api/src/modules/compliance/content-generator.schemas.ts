import { z } from 'zod';

/** Spec: "Content generation request"; tones of the generator (bullish default, neutral, factual, deep-dive). */
export const GENERATOR_TONES = ['bullish', 'neutral', 'factual', 'deep-dive'] as const;
export const RESEARCH_DEPTHS = ['basic', 'standard', 'deep'] as const;

const companyName = z.string().trim().min(1, 'Company name is required').max(255);
const keyMessages = z
  .array(z.string().max(500))
  .max(20)
  .default([])
  .transform((list) => list.map((m) => m.trim()).filter(Boolean));

export const contentGenerateBody = z
  .object({
    ticker: z.string().trim().min(1, 'Ticker symbol is required').max(10, 'Ticker too long'),
    companyName,
    title: z.string().trim().min(1, 'Title is required').max(300),
    keyMessages,
    tone: z.enum(GENERATOR_TONES).default('bullish'),
    /** Include the issuer's quote below; without one, no quote is written (never a placeholder). */
    includeCEOQuote: z.boolean().default(true),
    quote: z.string().trim().max(2000).optional().default(''),
    quoteSpeakerName: z.string().trim().max(255).optional().default(''),
    quoteSpeakerTitle: z.string().trim().max(255).optional().default(''),
    includeFinancials: z.boolean().default(false),
    customContext: z.string().max(5000).optional().default(''),
    enableResearch: z.boolean().optional().default(false),
    researchDepth: z.enum(RESEARCH_DEPTHS).optional().default('standard'),
    includeIndustryAnalysis: z.boolean().optional().default(false),
    includeCompetitorAnalysis: z.boolean().optional().default(false),
  })
  .refine((v) => !v.quote || !!v.quoteSpeakerName, { error: 'Name the person quoted.', path: ['quoteSpeakerName'] });
export type ContentGenerateBody = z.infer<typeof contentGenerateBody>;

/** What the form's title is written from: the company and its key messages (the composer's headline rule). */
export const suggestedTitleQuery = z.object({ companyName, keyMessages });
export type SuggestedTitleQuery = z.infer<typeof suggestedTitleQuery>;
