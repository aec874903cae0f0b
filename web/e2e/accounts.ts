// Accounts for browser journeys: app-shell screens need a signed-in user.
import { randomBytes } from 'node:crypto';
import type { Journey } from './harness';

export const E2E_PASSWORD = 'E2e!Passw0rd';

/** A username no other journey (or earlier run against the same server) has used. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** Creates an account through the REST facade; its session cookie lands in the journey's browser context. */
export async function signUpViaApi(j: Journey): Promise<{ username: string; password: string }> {
  const username = uniqueUsername();
  const response = await j.page.request.post(j.url('/api/auth/signup'), {
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
