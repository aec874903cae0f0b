// The API's own identity schemas: the browser shows the same messages the server enforces.
import '../../../lib/zod';

export {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_CHECKS,
  passwordStrength,
  resetPasswordSchema,
  signupSchema,
  TICKER_MAX,
} from '@api-schemas/identity/identity.schemas';
export type { PasswordStrengthLabel } from '@api-schemas/identity/identity.schemas';

/** Spec section 9: submit stays disabled below this strength score (4 of the 5 checks). */
export const MIN_PASSWORD_SCORE = 70;
