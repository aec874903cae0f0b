import { z } from 'zod';

export const requestApprovalSchema = z.object({ note: z.string().trim().max(2000).optional() });
export const approveSchema = z.object({ comment: z.string().trim().max(2000).optional() });
export const rejectSchema = z.object({
  comment: z.string({ error: 'Say what should change' }).trim().min(3, 'Say what should change').max(2000),
});
export const approvalRuleSchema = z.object({
  required: z.boolean(),
  approvalsNeeded: z.union([z.literal(1), z.literal(2)], { error: 'One or two approvals' }),
});
