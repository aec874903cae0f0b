import { CONNECTION_PROBLEM_MESSAGE } from '../../../lib/auth/api-error';

/** Spec: Content generation request (the fields the demo sends). */
export interface PressReleaseRequest {
  ticker: string;
  companyName: string;
  title: string;
  keyMessages: string[];
  tone: 'bullish' | 'neutral' | 'factual' | 'deep-dive';
  includeCEOQuote: boolean;
  includeFinancials: boolean;
  customContext: string;
  enableResearch: boolean;
  researchDepth: 'basic' | 'standard' | 'deep';
}

/** Spec: Content generation response (what the demo shows of it). */
export interface PressRelease {
  title: string;
  content: string;
  complianceLevel: string;
  jurisdiction: string;
  exchange: string;
  warnings: string[];
  timestamp: string;
}

export type PressReleaseAnswer = { ok: true; release: PressRelease } | { ok: false; message: string; code: string };

/**
 * POST /api/content/generate over the REST facade (spec section 7). Spec: a response with a
 * message is shown as an error with its message and code; any other non-OK answer reads
 * "<status>: <body or status text>".
 */
export async function generatePressRelease(request: PressReleaseRequest, fetcher: typeof fetch = fetch): Promise<PressReleaseAnswer> {
  let response: Response;
  try {
    response = await fetcher('/api/content/generate', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, message: CONNECTION_PROBLEM_MESSAGE, code: 'network_error' };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (record && typeof record.message === 'string' && record.message) {
    return { ok: false, message: record.message, code: typeof record.code === 'string' ? record.code : String(response.status) };
  }
  if (!response.ok || !record) {
    return { ok: false, message: `${response.status}: ${text || response.statusText}`, code: String(response.status) };
  }
  return { ok: true, release: record as unknown as PressRelease };
}
