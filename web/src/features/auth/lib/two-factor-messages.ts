// Spec section 8: the 2FA setup notices, verbatim.
export const SETUP_FAILED = { title: 'Setup Failed', description: 'Failed to setup 2FA' };
export const INVALID_CODE = { title: 'Invalid Code', description: 'Please enter a 6-digit verification code' };
export const VERIFICATION_FAILED_TITLE = 'Verification Failed';
export const VERIFICATION_FAILED_FALLBACK = 'Invalid verification code';
export const SECRET_COPIED = { title: 'Copied', description: 'Secret copied to clipboard' };
export const BACKUP_CODES_DOWNLOADED = { title: 'Backup Codes Downloaded', description: 'Keep the file in a secure location' };
export const TWO_FACTOR_ENABLED = { title: '2FA Enabled', description: 'Two-factor authentication has been successfully enabled.' };
/** Spec section 9: how long the copied indicator shows. */
export const COPIED_INDICATOR_MS = 2000;
