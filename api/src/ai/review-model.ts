import OpenAI from 'openai';
import { z } from 'zod';

/** What the model may say of one sentence: never "compliant", at most "acceptable", and "uncertain" when unsure. */
export const REVIEW_VERDICTS = ['violation', 'acceptable', 'uncertain'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** The rubric's categories (what kind of problem a violation is). */
export const REVIEW_CATEGORIES = [
  'promise_of_returns',
  'price_prediction',
  'unbalanced_claim',
  'unsupported_superlative',
  'misleading_comparison',
  'undisclosed_promotion',
  'other',
] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export interface SentenceVerdict {
  /** Index of the sentence in the request. */
  index: number;
  verdict: ReviewVerdict;
  category: ReviewCategory;
  explanation: string;
}

export interface ReviewRequest {
  /** The listing whose rules apply, for the model's context (e.g. "NASDAQ (US)"). */
  listing: string;
  sentences: string[];
}

/** A second reader for borderline sentences of paid issuer content. */
export interface ComplianceReviewer {
  readonly name: string;
  review(request: ReviewRequest): Promise<SentenceVerdict[]>;
}

export const DEFAULT_REVIEW_TIMEOUT_MS = 30_000;

const answerSchema = z.object({
  verdicts: z.array(
    z.object({
      index: z.number().int().min(0),
      verdict: z.enum(REVIEW_VERDICTS),
      category: z.enum(REVIEW_CATEGORIES),
      explanation: z.string().max(2000),
    }),
  ),
});

/** The structured answer the model must give (OpenAI structured outputs, strict JSON schema). */
const RESPONSE_FORMAT = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'sentence_review',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['verdicts'],
      properties: {
        verdicts: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['index', 'verdict', 'category', 'explanation'],
            properties: {
              index: { type: 'integer', description: 'The sentence number given' },
              verdict: { type: 'string', enum: [...REVIEW_VERDICTS] },
              category: { type: 'string', enum: [...REVIEW_CATEGORIES] },
              explanation: { type: 'string', description: 'One or two sentences a compliance officer can act on' },
            },
          },
        },
      },
    },
  },
};

const RUBRIC = [
  'You review sentences of a paid promotional article or press release by a listed company, as a careful securities-compliance reader.',
  'For each numbered sentence give exactly one verdict:',
  '- "violation": it promises or implies returns, predicts a share price, makes a claim without balance or support, compares the company to a famous success, or hides that the piece is paid;',
  '- "acceptable": a plain statement of fact, plan or opinion clearly attributed and balanced;',
  '- "uncertain": you cannot tell without facts you do not have. When in doubt, answer "uncertain", never "acceptable".',
  `Pick the closest category (${REVIEW_CATEGORIES.join(', ')}; "other" for acceptable sentences) and explain in one or two sentences.`,
  'Answer only with the JSON object the schema describes, one verdict per sentence.',
].join('\n');

/** The review pass through any OpenAI-compatible chat-completions server; one call per version, no retries. */
export class OpenAiReviewModel implements ComplianceReviewer {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(options: { apiKey: string; baseUrl?: string; model: string; timeoutMs?: number }) {
    this.name = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl || undefined,
      timeout: options.timeoutMs ?? DEFAULT_REVIEW_TIMEOUT_MS,
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  async review(request: ReviewRequest): Promise<SentenceVerdict[]> {
    const numbered = request.sentences.map((s, i) => `${i}. ${s}`).join('\n');
    const completion: unknown = await this.client.chat.completions.create({
      model: this.name,
      temperature: 0,
      response_format: RESPONSE_FORMAT,
      messages: [
        { role: 'system', content: RUBRIC },
        { role: 'user', content: `Listing: ${request.listing}\n\nSentences:\n${numbered}` },
      ],
    });
    const content = (completion as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('The model returned no answer.');
    const parsed = answerSchema.safeParse(JSON.parse(content));
    if (!parsed.success) throw new Error('The model answered outside the rubric.');
    // A sentence the model skipped (or an index it made up) is not a verdict: it stays unsure.
    return request.sentences.map(
      (_, index): SentenceVerdict =>
        parsed.data.verdicts.find((v) => v.index === index) ?? {
          index,
          verdict: 'uncertain',
          category: 'other',
          explanation: 'The model gave no verdict for this sentence.',
        },
    );
  }
}
