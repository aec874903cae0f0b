/** "jordan.lee@acme.com" -> "j********@acme.com": enough for a person to recognise an address, not to learn it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 3))}@${domain}`;
}
