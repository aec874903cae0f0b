// Spec section 8: the sign-in notices, verbatim.
export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_FAILED_FALLBACK = 'Invalid username or password.';
export const TWO_FACTOR_REQUIRED = { title: '2FA Required', description: 'Please enter the code from your authenticator app.' };
export const VERIFY_FAILED_TITLE = '2FA Verification Failed';
export const VERIFY_FAILED_FALLBACK = 'Invalid verification code';
export const CODE_LENGTH_MESSAGE = 'Please enter a 6-digit code';

/** `username` empty (a mailed sign-in link): a welcome without a name. */
export function loginSuccessful(username: string) {
  return { title: 'Login Successful', description: username ? `Welcome back, ${username}!` : 'Welcome back!' };
}
