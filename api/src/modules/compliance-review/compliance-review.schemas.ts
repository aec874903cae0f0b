import { z } from 'zod';

export const dismissFindingSchema = z.object({
  ruleId: z.string({ error: 'Say which rule' }).trim().min(1, 'Say which rule').max(200),
  /** The finding's flagged passage as shown; absent or empty for a finding about the whole text. */
  passage: z.string().max(5000).nullish(),
  reason: z
    .string({ error: 'Give a reason (10 to 500 characters)' })
    .trim()
    .min(10, 'Give a reason (10 to 500 characters)')
    .max(500, 'Keep the reason under 500 characters'),
});
