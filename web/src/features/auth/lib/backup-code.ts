/** A backup code as typed: lower case letters and digits, shown as `xxxx-xxxx`. */
export function formatBackupCode(raw: string): string {
  const compact = raw
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return compact.length > 4 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}

export function isCompleteBackupCode(value: string): boolean {
  return /^[a-z0-9]{4}-[a-z0-9]{4}$/.test(value);
}
