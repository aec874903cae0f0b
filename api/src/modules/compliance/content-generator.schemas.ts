import { z } from 'zod';

/** Spec: "Content generation request"; tones of the generator (bullish default, neutral, factual, deep-dive). */
export const GENERATOR_TONES = ['bullish', 'neutral', 'factual', 'deep-dive'] as const;
export const RESEARCH_DEPTHS = ['basic', 'standard', 'deep'] as const;

export const contentGenerateBody = z.object({
  ticker: z.string().trim().min(1, 'Ticker symbol is required').max(10, 'Ticker too long'),
  companyName: z.string().trim().min(1, 'Company name is required').max(255),
  title: z.string().trim().min(1, 'Title is required').max(300),
  keyMessages: z
    .array(z.string().max(500))
    .max(20)
    .default([])
    .transform((list) => list.map((m) => m.trim()).filter(Boolean)),
  tone: z.enum(GENERATOR_TONES).default('bullish'),
  includeCEOQuote: z.boolean().default(true),
  includeFinancials: z.boolean().default(false),
  customContext: z.string().max(5000).optional().default(''),
  enableResearch: z.boolean().optional().default(false),
  researchDepth: z.enum(RESEARCH_DEPTHS).optional().default('standard'),
  includeIndustryAnalysis: z.boolean().optional().default(false),
  includeCompetitorAnalysis: z.boolean().optional().default(false),
});
export type ContentGenerateBody = z.infer<typeof contentGenerateBody>;
