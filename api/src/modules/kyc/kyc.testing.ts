import type { ReceivedMail, TestSmtpServer } from '../../mail/mail.testing';

/** Test support for KYC journeys: the submission a form sends for a listing, and the code out of the mail. Never used by the app. */

export interface ListingFields {
  ticker: string;
  companyName: string;
  exchange: string;
  sector: string;
}

export const SHOPIFY: ListingFields = { ticker: 'SHOP', companyName: 'Shopify Inc.', exchange: 'TSX', sector: 'Information Technology' };
export const PALANTIR: ListingFields = {
  ticker: 'PLTR',
  companyName: 'Palantir Technologies Inc.',
  exchange: 'NASDAQ',
  sector: 'Information Technology',
};
export const SNOWFLAKE: ListingFields = {
  ticker: 'SNOW',
  companyName: 'Snowflake Inc.',
  exchange: 'NYSE',
  sector: 'Information Technology',
};
export const CROWDSTRIKE: ListingFields = {
  ticker: 'CRWD',
  companyName: 'CrowdStrike Holdings, Inc.',
  exchange: 'NASDAQ',
  sector: 'Information Technology',
};

/** A form body that passes every offline check for `listing` with a mailbox at `domain`. */
export function kycBody(listing: ListingFields, domain: string, overrides: Record<string, unknown> = {}) {
  return {
    ...listing,
    contactName: 'Jane Doe',
    email: `ir-${Math.random().toString(36).slice(2, 8)}@${domain}`,
    website: `https://www.${domain}`,
    jurisdiction: 'United States',
    newsUpdate: 'Quarterly results next week.',
    consent: true,
    ...overrides,
  };
}

/** The 6-digit code in a KYC mail. */
export function codeIn(mail: ReceivedMail): string {
  const match = /^\s+(\d{6})\s*$/m.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}

/** The latest KYC code mailed to `email` after `since` messages were already there. */
export async function codeFor(smtp: TestSmtpServer, email: string, since = 0): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= since && m.to.includes(email) && m.subject === 'Your IssuerWire verification code',
  );
  return codeIn(mail);
}
