// Accounts for browser journeys: app-shell screens need a signed-in user.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { authenticator } from 'otplib';
import type { TestSmtpServer } from '../../api/src/mail/mail.testing';
import { DESKTOP } from './app-server';

export interface Account {
  username: string;
  password: string;
}

/** A Journey of the old e2eSuite API (harness.ts): its page and the app's address. */
interface OldJourney {
  page: Page;
  baseUrl: string;
}

/** The page a helper acts in: the page fixture, or (a file on the old API) a Journey's; the old calls still work. */
export type InPage = Page | OldJourney;
export const pageOf = (at: InPage): Page => ('baseUrl' in at ? at.page : at);

export const E2E_PASSWORD = 'E2e!Passw0rd';

/** A username no other journey (or earlier run against the same server) has used. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** Creates an account through the REST facade; its session cookie lands in the page's browser context. */
export async function signUpViaApi(at: InPage): Promise<Account> {
  const username = uniqueUsername();
  const response = await pageOf(at).request.post('/api/auth/signup', {
    data: {
      username,
      email: `${username}@example.com`,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      companyName: 'E2E Robotics Inc.',
      ticker: 'E2ER',
      contactName: 'Journey Tester',
    },
  });
  if (response.status() !== 201) throw new Error(`signup answered ${response.status()}: ${await response.text()}`);
  return { username, password: E2E_PASSWORD };
}

/** Two factors on for the account signed in on `request` (the code computed as an authenticator app would). */
export async function turnOnTwoFactorViaApi(
  ...args: [request: APIRequestContext] | [j: OldJourney, request: APIRequestContext]
): Promise<void> {
  const request = args.length === 2 ? args[1] : args[0];
  const setup = await (await request.post('/api/auth/2fa/setup')).json();
  const enabled = await request.post('/api/auth/2fa/enable', { data: { token: authenticator.generate(setup.manualEntryKey) } });
  if (enabled.status() !== 200) throw new Error(`2FA enable answered ${enabled.status()}: ${await enabled.text()}`);
}

/** A new account of `email`, signed in in a browser context of its own (as a second person would be). */
export async function signUpInNewContext(at: InPage, ...rest: [baseURL: string, email: string] | [email: string]) {
  const [baseURL, email] = rest.length === 2 ? rest : [(at as OldJourney).baseUrl, rest[0]];
  const context = await pageOf(at).context().browser()!.newContext({ viewport: DESKTOP, baseURL });
  const page = await context.newPage();
  const username = uniqueUsername('member');
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      username,
      email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      companyName: 'Demo',
      ticker: 'DEMO',
      contactName: username,
    },
  });
  if (signup.status() !== 201) throw new Error(`signup answered ${signup.status()}: ${await signup.text()}`);
  return { context, page, username };
}

/** The 6-digit code of the first confirmation mail to `email` after the `after`-th message. */
export async function mailedCode(smtp: TestSmtpServer, email: string, after: number): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= after && m.to.includes(email) && m.subject.startsWith('Your IssuerWire confirmation code'),
  );
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

/**
 * A new account of `email` that accepts the invitation mailed in `mailText`, with two factors on. Accepting
 * needs the address proved: the first try mails a code to it, read here from `smtp`.
 */
export async function joinFromMail(
  at: InPage,
  ...rest:
    [baseURL: string, smtp: TestSmtpServer, email: string, mailText: string] | [smtp: TestSmtpServer, email: string, mailText: string]
) {
  const [baseURL, smtp, email, mailText] = rest.length === 4 ? rest : [(at as OldJourney).baseUrl, ...rest];
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mailText)![1];
  const person = await signUpInNewContext(at, baseURL, email);
  const url = `/api/team/invitations/${token}/accept`;
  const before = smtp.messages.length;
  const asked = await person.page.request.post(url);
  if (asked.status() !== 403) throw new Error(`accept answered ${asked.status()}: ${await asked.text()}`);
  const accepted = await person.page.request.post(url, { data: { code: await mailedCode(smtp, email, before) } });
  if (accepted.status() !== 200) throw new Error(`accept answered ${accepted.status()}: ${await accepted.text()}`);
  await turnOnTwoFactorViaApi(person.page.request);
  return person;
}
