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

/** Saves `text` as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
