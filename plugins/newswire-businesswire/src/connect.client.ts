import { z } from 'zod';
import { formatWallClock, VendorError, type HttpClient, type NewswireLevel } from '@issuerwire/plugin-sdk';

// Business Wire's Connect 5 Client Services API (https://apidocs.businesswire.com): a login answers a
// short-lived JWT, then a C5 order is posted as multipart form data: the order as JSON, the release as
// a text file. Every call here is sent once: an order is paid and public.

export const CONNECT_LOGIN_PATH = '/auth/login';
export const CONNECT_ORDER_PATH = '/api/v1/clientServices/order';

/** Schedule codes: 3 (at a date and time) is the documented example; 1 (immediately) is not on the page. */
export const SCHEDULE_IMMEDIATE = 1;
export const SCHEDULE_AT_TIME = 3;
/** The documented example schedules in Eastern time; dateAndTime is that wall clock, `YYYY-MM-DD HH:mm`. */
export const CONNECT_TIMEZONE_CODE = 'ET';

export interface ConnectAccount {
  email: string;
  password: string;
  accountId: number;
  /** The saved distribution (circuit) used for each level. */
  distributions: Record<NewswireLevel, number>;
  sourceKey?: string;
  contactPhone?: string;
  /** workInProgress: the order is saved under the user's drafts in Connect instead of being submitted. */
  draftOnly: boolean;
}

export interface ConnectOrderInput {
  level: NewswireLevel;
  /** Absent: release immediately. */
  releaseAt?: Date;
  contactEmail: string;
  filename: string;
}

export interface ConnectOrder {
  workInProgress: boolean;
  schedule: { accountId: number; scheduleType: number; dateAndTime?: string; timezoneCode?: string };
  distribution: { savedDistributionId: number };
  files: { releaseText: Array<{ filename: string; language: string }> };
  details: {
    requireCopyApproval: boolean;
    pullQuotesAndTweetThis: { disablePullQuote: boolean; disableTweetBtn: boolean };
    releaseContact: { contactEmail: string; contactPhone?: string };
    sourceKey?: string;
  };
}

/** A fresh JWT for the next call: Connect answers it in the x-auth-token header, not the body. */
export async function connectLogin(api: HttpClient, account: Pick<ConnectAccount, 'email' | 'password'>): Promise<string> {
  const res = await api.request({
    method: 'POST',
    path: CONNECT_LOGIN_PATH,
    json: { email: account.email, password: account.password, strategy: 'legacyUser' },
    // One attempt per distribution; the job that called distribute decides whether to try again.
    retry: 'never',
  });
  const token = res.headers['x-auth-token'];
  if (!token) {
    throw new VendorError(res.status, 'Business Wire accepted the login but sent no x-auth-token header; nothing was ordered.', {
      retryable: false,
    });
  }
  return token;
}

export function buildConnectOrder(account: ConnectAccount, input: ConnectOrderInput): ConnectOrder {
  const schedule = input.releaseAt
    ? {
        accountId: account.accountId,
        scheduleType: SCHEDULE_AT_TIME,
        dateAndTime: formatWallClock(input.releaseAt),
        timezoneCode: CONNECT_TIMEZONE_CODE,
      }
    : { accountId: account.accountId, scheduleType: SCHEDULE_IMMEDIATE };
  return {
    workInProgress: account.draftOnly,
    schedule,
    distribution: { savedDistributionId: account.distributions[input.level] },
    files: { releaseText: [{ filename: input.filename, language: 'en' }] },
    details: {
      // The issuer approved the text in IssuerWire before ordering.
      requireCopyApproval: false,
      pullQuotesAndTweetThis: { disablePullQuote: false, disableTweetBtn: false },
      releaseContact: { contactEmail: input.contactEmail, ...(account.contactPhone ? { contactPhone: account.contactPhone } : {}) },
      ...(account.sourceKey ? { sourceKey: account.sourceKey } : {}),
    },
  };
}

/** The multipart body: an `order` field holding the order JSON and a `files` field holding the release. */
export async function encodeOrderForm(
  order: ConnectOrder,
  file: { filename: string; text: string },
): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.append('order', JSON.stringify({ order }));
  form.append('files', new Blob([file.text], { type: 'text/plain;charset=utf-8' }), file.filename);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new TypeError('FormData produced no content type');
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType };
}

/**
 * Posts the order once. A 5xx or a lost connection after sending may still have placed it: the SDK's
 * error then says the outcome is unknown, with where to check.
 */
export async function submitConnectOrder(
  api: HttpClient,
  token: string,
  order: ConnectOrder,
  file: { filename: string; text: string },
): Promise<unknown> {
  const { body, contentType } = await encodeOrderForm(order, file);
  const res = await api.request({
    method: 'POST',
    path: CONNECT_ORDER_PATH,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
    retry: 'never',
    unknownOutcomeHint: `the order may have been placed: check Business Wire Connect for ${file.filename} before ordering again.`,
  });
  return parseLenient(res.text());
}

// An accepted order must never look failed because its answer is not the JSON we expect.
function parseLenient(text: string): unknown {
  try {
    return text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

const orderNumber = z.union([z.string().trim().min(1), z.number()]);
const orderAnswerSchema = z.looseObject({
  orderId: orderNumber.optional(),
  orderNumber: orderNumber.optional(),
  id: orderNumber.optional(),
});

/** The order number in Connect's answer, if it carries one (the answer's shape is not documented). */
export function connectOrderNumber(answer: unknown): string | null {
  const parsed = orderAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const found = parsed.data.orderId ?? parsed.data.orderNumber ?? parsed.data.id;
  return found === undefined ? null : String(found);
}
