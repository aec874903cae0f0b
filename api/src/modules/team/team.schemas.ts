import { z } from 'zod';
import { emailSchema, MEMBER_ROLES } from '../identity/identity.schemas';

export const inviteSchema = z.object({
  email: emailSchema,
  role: z.enum(MEMBER_ROLES, { message: 'Choose a role: owner, editor, approver or viewer' }),
  /** The owner's explicit yes to an address outside the verified domain (recorded in the audit log). */
  confirmOutsideDomain: z.boolean().optional(),
});

export const changeRoleSchema = z.object({
  role: z.enum(MEMBER_ROLES, { message: 'Choose a role: owner, editor, approver or viewer' }),
});
