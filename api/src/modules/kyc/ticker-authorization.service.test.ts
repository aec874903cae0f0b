import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../../lib/errors';
import { openOrganization } from '../identity/organizations';
import { User } from '../identity/user.entity';
import { TickerAuthorizationService } from './ticker-authorization.service';

async function makeUser(t: TestApp, name: string, status: User['verificationStatus'], ticker: string | null): Promise<User> {
  const em = t.orm.em.fork();
  const user = em.create(User, { username: name, email: `${name}@example.com`, passwordHash: 'x', verificationStatus: status, ticker });
  openOrganization(em, user);
  await em.flush();
  return user;
}

describe('ticker authorization: the one decision every content operation makes', () => {
  let t: TestApp;
  const auth = new TickerAuthorizationService();
  let verified: User;
  let pending: User;
  beforeAll(async () => {
    t = await createTestApp();
    verified = await makeUser(t, 'verified1', 'verified', 'ACME');
    pending = await makeUser(t, 'pending1', 'pending', 'ACME');
  });
  afterAll(async () => t?.close());

  it('authorizes a verified issuer for its own ticker, whatever the case', async () => {
    const r = await auth.evaluate(t.orm.em.fork(), verified.id, ' acme ');
    expect(r).toMatchObject({ isAuthorized: true, ticker: 'ACME', authorizedTicker: 'ACME', code: 'authorized' });
  });

  it('denies another ticker, naming the authorized one', async () => {
    const r = await auth.evaluate(t.orm.em.fork(), verified.id, 'TSLA');
    expect(r).toMatchObject({ isAuthorized: false, code: 'ticker_not_authorized', authorizedTicker: 'ACME' });
    expect(r.reason).toContain('ACME');
    expect(r.reason).toContain('TSLA');
  });

  it('denies an unverified issuer even for the ticker it applied for', async () => {
    const r = await auth.evaluate(t.orm.em.fork(), pending.id, 'ACME');
    expect(r).toMatchObject({ isAuthorized: false, code: 'issuer_not_verified', authorizedTicker: null });
    expect(r.reason).toMatch(/not verified/);
  });

  it('denies a user that does not exist, and an anonymous caller', async () => {
    expect(await auth.evaluate(t.orm.em.fork(), '00000000-0000-4000-8000-000000000000', 'ACME')).toMatchObject({
      isAuthorized: false,
      code: 'user_not_found',
    });
    expect(await auth.evaluate(t.orm.em.fork(), null, 'ACME')).toMatchObject({ isAuthorized: false, code: 'unauthenticated' });
  });

  it('throws 401 and 403 with the reason from assertCanActFor', async () => {
    const em = t.orm.em.fork();
    await expect(auth.assertCanActFor(em, null, 'ACME')).rejects.toMatchObject({ status: 401 });
    const other = auth.assertCanActFor(
      em,
      { userId: verified.id, role: 'issuer', sessionId: 's', organizationId: 'o', memberRole: 'owner' },
      'TSLA',
    );
    await expect(other).rejects.toBeInstanceOf(AppError);
    await expect(other).rejects.toMatchObject({ status: 403, code: 'ticker_not_authorized' });
    await expect(
      auth.assertCanActFor(em, { userId: pending.id, role: 'issuer', sessionId: 's', organizationId: 'o', memberRole: 'owner' }, 'ACME'),
    ).rejects.toMatchObject({
      status: 403,
      code: 'issuer_not_verified',
    });
    await expect(
      auth.assertCanActFor(em, { userId: verified.id, role: 'issuer', sessionId: 's', organizationId: 'o', memberRole: 'owner' }, 'acme'),
    ).resolves.toBeUndefined();
  });
});
