import type { MailMessage } from '../../mail/mailer';

/** To the owner when deliveries to an endpoint have failed for a day and it was turned off. */
export function endpointDisabledMail(input: {
  to: string;
  url: string;
  lastError: string;
  settingsUrl: string;
  pending: number;
}): MailMessage {
  const text = [
    'Hello,',
    '',
    `IssuerWire could not deliver webhooks to ${input.url} for a day, so the endpoint has been turned off.`,
    `The last attempt failed with: ${input.lastError}`,
    '',
    `${input.pending} event(s) are waiting and will be delivered once it is turned on again (each with its sequence number, so your receiver can order them).`,
    'Fix the receiver, then turn the endpoint on in Settings → Webhooks:',
    '',
    input.settingsUrl,
    '',
    'IssuerWire',
  ].join('\n');
  return { to: input.to, subject: 'A webhook endpoint was turned off after a day of failures', text };
}
