import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runPartnerFlow } from '../../examples/partner/src/flow';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { test as base } from './fixtures';

// The example partner client (examples/partner) against the running app, as CI's check that the partner
// API works end to end: its receiver listens on a loopback port this server may reach (a free one, found first).
const test = base.extend<object, { receiverPort: number; serverEnv: Record<string, string> | null }>({
  receiverPort: [
    async ({}, use) => {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as AddressInfo;
      await new Promise((resolve) => probe.close(resolve));
      await use(port);
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ receiverPort }, use) => use({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiverPort}` }), { scope: 'worker' }],
});

test('the example partner client: token, campaign, article, compliance check, publish, webhook received', async ({
  page,
  baseURL,
  receiverPort,
}) => {
  // The issuer's owner gives the partner a token (the Settings screen does the same call).
  await signInAsDemoIssuer(page);
  const created = await page.request.post('/api/tokens', {
    data: { name: 'Example partner', scopes: ['read', 'content:write', 'publish', 'webhooks'] },
  });
  assert.equal(created.status(), 201, await created.text());
  const { secret } = (await created.json()) as { secret: string };

  // From here on only the token: no cookie, no browser.
  const result = await runPartnerFlow({
    baseUrl: baseURL!,
    token: secret,
    ticker: DEMO_TICKER,
    companyName: 'Demo Issuer Holdings Inc.',
    receiverPort,
  });
  assert.match(result.compliance.result, /^(COMPLIANT|NEEDS_REVIEW|NON_COMPLIANT)$/);
  assert.equal(result.published.type, 'article.published');
  assert.equal(result.published.data.articleId, result.articleId);
  assert.match(result.hostedUrl, /\/p\//);
});
