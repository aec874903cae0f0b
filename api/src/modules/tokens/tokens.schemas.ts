import { z } from 'zod';
import { TOKEN_SCOPES } from '../identity/identity.schemas';

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, 'Name the token (e.g. the partner or system that uses it)').max(100, 'At most 100 characters'),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { message: `Scopes are ${TOKEN_SCOPES.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .max(TOKEN_SCOPES.length),
  /** Optional; the token stops working at this instant (must be in the future). */
  expiresAt: z.coerce
    .date({ message: 'Give the expiry as an ISO 8601 date and time' })
    // What a client sends (the coercion accepts a string): the OpenAPI document says so.
    .meta({ type: 'string', format: 'date-time' })
    .nullable()
    .optional(),
});
