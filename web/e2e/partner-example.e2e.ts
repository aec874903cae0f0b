import assert from 'node:assert/strict';
import { runPartnerFlow } from '../../examples/partner/src/flow';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { e2eSuite } from './harness';

// The example partner client (examples/partner) against the running app, as CI's check that the partner
// API works end to end: its receiver listens on loopback, which this server may reach.
const { journey } = e2eSuite({ env: () => ({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }) });

journey('the example partner client: token, campaign, article, compliance check, publish, webhook received', async (j) => {
  // The issuer's owner gives the partner a token (the Settings screen does the same call).
  await signInAsDemoIssuer(j);
  const created = await j.page.request.post(j.url('/api/tokens'), {
    data: { name: 'Example partner', scopes: ['read', 'content:write', 'publish', 'webhooks'] },
  });
  assert.equal(created.status(), 201, await created.text());
  const { secret } = (await created.json()) as { secret: string };

  // From here on only the token: no cookie, no browser.
  const result = await runPartnerFlow({
    baseUrl: j.baseUrl,
    token: secret,
    ticker: DEMO_TICKER,
    companyName: 'Demo Issuer Holdings Inc. (fictional)',
  });
  assert.match(result.compliance.result, /^(COMPLIANT|NEEDS_REVIEW|NON_COMPLIANT)$/);
  assert.equal(result.published.type, 'article.published');
  assert.equal(result.published.data.articleId, result.articleId);
  assert.match(result.hostedUrl, /\/p\//);
});
