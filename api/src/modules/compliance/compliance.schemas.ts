import { z } from 'zod';

/** Longest text the check accepts: far beyond an 800–1200 word article, well under the 1 MB body limit. */
export const MAX_CHECK_LENGTH = 100_000;

export const complianceCheckBody = z.object({
  ticker: z.string().trim().min(1, 'Ticker symbol is required').max(10, 'Ticker too long'),
  content: z.string().trim().min(1, 'Content is required').max(MAX_CHECK_LENGTH, `Content must be at most ${MAX_CHECK_LENGTH} characters`),
});
