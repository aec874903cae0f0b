import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ManualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { Viewer } from '../identity/viewer';
import { openOrganization } from '../identity/organizations';
import { User } from '../identity/user.entity';
import { KycApplication } from './kyc-application.entity';
import { emailControlCheck, type KycCheck, type KycCheckResult } from './kyc.checks';
import { kycSubmitSchema } from './kyc.schemas';
import { KYC_STALE_CHECKING_MS, KycService } from './kyc.service';
import { kycBody, SHOPIFY } from './kyc.testing';

class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** A check a test finishes by hand, like a registry lookup that takes a while. */
function slowCheck(): { check: KycCheck; finish(result: KycCheckResult): void; started: Promise<void> } {
  let finish!: (result: KycCheckResult) => void;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const check: KycCheck = {
    id: 'listing_match',
    name: 'Registry lookup',
    description: 'A provider that answers later.',
    offlineStandIn: false,
    awaitsApplicant: false,
    run: () => {
      markStarted();
      return new Promise((resolve) => (finish = resolve));
    },
  };
  return { check, finish: (r) => finish(r), started };
}

describe('KycService: statuses are what the checks report, when they report it', () => {
  let t: TestApp;
  const clock = new ManualClock();
  let viewer: Viewer;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    const em = t.orm.em.fork();
    const user = em.create(User, { username: 'slowpoke', email: 'slow@shopify.com', passwordHash: 'x' });
    const organization = openOrganization(em, user);
    await em.flush();
    viewer = { userId: user.id, role: 'issuer', sessionId: 's', organizationId: organization.id, memberRole: 'owner' };
  });
  afterAll(async () => t?.close());

  function service(checks: readonly KycCheck[], mailer = new MemoryMailer()) {
    return new KycService({
      orm: t.orm,
      config: t.config,
      clock,
      logger: createLogger('silent', false),
      mailer,
      market: t.services.market,
      checks,
    });
  }

  it('shows a check as checking while its provider works, then its result; the code goes out only after the last one', async () => {
    const slow = slowCheck();
    const mailer = new MemoryMailer();
    const kyc = service([slow.check, emailControlCheck], mailer);
    await kyc.submit(viewer, kycSubmitSchema.parse(kycBody(SHOPIFY, 'shopify.com')));
    await slow.started;
    const during = await kyc.status(viewer);
    expect(during.verificationSteps.map((s) => s.status)).toEqual(['checking', 'pending']);
    expect(during.applicationStatus).toBe('checking');
    expect(mailer.sent).toHaveLength(0);

    slow.finish({ status: 'failed', detail: 'The registry has no such issuer.' });
    await kyc.settled();
    const after = await kyc.status(viewer);
    expect(after.verificationSteps.map((s) => [s.status, s.detail])).toEqual([
      ['failed', 'The registry has no such issuer.'],
      ['checking', `We sent a 6-digit code to ${after.userData?.email}.`],
    ]);
    expect(after.applicationStatus).toBe('awaiting_email');
    expect(mailer.sent).toHaveLength(1);
  });

  it('records a check that throws as failed for a reviewer, instead of hanging', async () => {
    const broken: KycCheck = { ...slowCheck().check, run: async () => Promise.reject(new Error('registry down')) };
    const kyc = service([broken, emailControlCheck]);
    await kyc.submit(viewer, kycSubmitSchema.parse(kycBody(SHOPIFY, 'shopify.com')));
    await kyc.settled();
    const status = await kyc.status(viewer);
    expect(status.verificationSteps[0]).toMatchObject({
      status: 'failed',
      detail: 'The check could not run; a reviewer will do it by hand.',
    });
  });

  it('runs the checks again for an application a restart left half-checked', async () => {
    const em = t.orm.em.fork();
    const user = em.create(User, { username: 'restarted', email: 'restarted@shopify.com', passwordHash: 'x' });
    const organization = openOrganization(em, user);
    const now = clock.now();
    em.create(KycApplication, {
      user,
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      exchange: 'TSX',
      sector: 'Information Technology',
      submitted: { companyName: 'Shopify Inc.', exchange: 'TSX', sector: 'Information Technology' },
      listingKnown: true,
      contactName: 'Jane Doe',
      officialEmail: 'ir@shopify.com',
      website: 'https://www.shopify.com',
      jurisdiction: 'Canada',
      steps: [{ id: 'listing_match', status: 'checking', detail: null, startedAt: now.toISOString(), finishedAt: null }],
      submittedAt: now,
    });
    await em.flush();
    const mailer = new MemoryMailer();
    const kyc = service([{ ...slowCheck().check, run: async () => ({ status: 'passed', detail: 'ok' }) }, emailControlCheck], mailer);
    const who: Viewer = { userId: user.id, role: 'issuer', sessionId: 's', organizationId: organization.id, memberRole: 'owner' };

    await kyc.status(who);
    await kyc.settled();
    expect(mailer.sent).toHaveLength(0);

    clock.advance(KYC_STALE_CHECKING_MS + 1000);
    await kyc.status(who);
    await kyc.settled();
    const status = await kyc.status(who);
    expect(status.verificationSteps.map((s) => s.status)).toEqual(['passed', 'checking']);
    expect(mailer.sent.map((m) => m.to)).toEqual(['ir@shopify.com']);
  });
});
