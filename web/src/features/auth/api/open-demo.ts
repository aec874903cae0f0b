import { CONNECTION_PROBLEM_MESSAGE } from '../../../lib/auth/api-error';

export type OpenDemoAnswer = { ok: true; expiresAt: string } | { ok: false; message: string; code: string };

/**
 * POST /api/demo/session: a short read-only session for the public demo workspace (the cookie is set by
 * the answer). Bodiless, like the server expects.
 */
export async function openDemoSession(fetcher: typeof fetch = fetch): Promise<OpenDemoAnswer> {
  let response: Response;
  try {
    response = await fetcher('/api/demo/session', { method: 'POST', credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, message: CONNECTION_PROBLEM_MESSAGE, code: 'network_error' };
  }
  const body = (await response.json().catch(() => null)) as { expiresAt?: string; message?: string; code?: string } | null;
  if (response.ok && body?.expiresAt) return { ok: true, expiresAt: body.expiresAt };
  return {
    ok: false,
    message: body?.message ?? `The demo could not be opened (${response.status}). Please try again.`,
    code: body?.code ?? 'demo_unavailable',
  };
}
