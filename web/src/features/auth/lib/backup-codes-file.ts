export const BACKUP_CODES_FILE_NAME = 'issuerwire-backup-codes.txt';

/** The downloaded file (spec section 9: it notes that each code is single use). */
export function backupCodesText(codes: readonly string[], account: string, createdAt: Date = new Date()): string {
  return [
    'IssuerWire two-factor backup codes',
    `Account: ${account}`,
    `Created: ${createdAt.toISOString()}`,
    '',
    'Each code can be used only once. Use one to sign in when you cannot use your authenticator app.',
    'Keep this file in a secure location. Creating new codes makes these stop working.',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');
}
