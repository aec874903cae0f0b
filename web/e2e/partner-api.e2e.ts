import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { e2eSuite, MOBILE, screenshotDir, test } from './harness';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

// A partner's webhook receiver on loopback; this file's server may reach it (WEBHOOK_ALLOWED_HOSTS).
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server | undefined;
let receiverUrl = '';
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/issuerwire`;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

// Read after the beforeAll above: the receiver's host:port is what the server opens.
const { journey } = e2eSuite({ env: () => ({ WEBHOOK_ALLOWED_HOSTS: new URL(receiverUrl).host }) });

/** A partner's server: JSON over fetch with the token, no cookie, no browser. */
async function asPartner(
  url: string,
  token: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

journey(
  'the owner creates an API token and a webhook in Settings; a partner writes with the token and receives signed events',
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    await j.goto('/settings');
    const partnerApi = page.getByRole('region', { name: 'Partner API' });
    await partnerApi.getByText('No tokens yet.').waitFor();

    // A token that reads and writes content, shown once.
    const tokenForm = partnerApi.getByRole('form', { name: 'Create an API token' });
    await tokenForm.getByLabel('Name').fill('IR website (Q4 Inc.)');
    await tokenForm.getByLabel(/content:write/).check();
    await tokenForm.getByRole('button', { name: 'Create token' }).click();
    await partnerApi.getByText('Token "IR website (Q4 Inc.)" created').waitFor();
    const token = (await partnerApi.getByLabel('Secret').textContent())!.trim();
    assert.match(token, /^iwt_[A-Za-z0-9_-]{43}$/);
    await j.step('token-created');
    await partnerApi.getByRole('button', { name: 'I have stored it' }).click();
    await partnerApi
      .getByRole('list', { name: 'API tokens' })
      .getByText(`IR website (Q4 Inc.) · iwt_…${token.slice(-4)}`)
      .waitFor();

    // A webhook endpoint for article.generated only.
    const hookForm = partnerApi.getByRole('form', { name: 'Add a webhook endpoint' });
    await hookForm.getByLabel('Endpoint URL').fill(receiverUrl);
    for (const other of ['article.approved', 'article.published', 'publication.updated', 'newswire_order.updated']) {
      await hookForm.getByLabel(new RegExp(other.replace('.', '\\.'))).uncheck();
    }
    await hookForm.getByRole('button', { name: 'Add endpoint' }).click();
    await partnerApi.getByText(`Endpoint ${receiverUrl} added`).waitFor();
    const signingSecret = (await partnerApi.getByLabel('Secret').textContent())!.trim();
    assert.match(signingSecret, /^whsec_/);
    await partnerApi.getByRole('button', { name: 'I have stored it' }).click();

    // The partner's server: a campaign and its article, with the token alone.
    const campaign = await asPartner(j.url('/api/campaigns'), token, 'POST', {
      title: 'Partner-written update',
      companyName: 'Demo Issuer Holdings Inc. (fictional)',
      ticker: DEMO_TICKER,
      sector: 'technology',
      tone: 'neutral',
      highlights: `Signed two regional customers\n${FEATURE_HIGHLIGHTS}`,
      ...FEATURE_BRIEF,
      website: 'https://demo.issuerwire.example',
      pressRelease: 'Demo Issuer signs two regional customers',
      budget: 'pro',
    });
    assert.equal(campaign.status, 201, JSON.stringify(campaign.json));
    const generated = await asPartner(j.url(`/api/campaigns/${String(campaign.json.id)}/generate-article`), token, 'POST');
    assert.equal(generated.status, 201, JSON.stringify(generated.json));

    // The receiver got article.generated, signed as the README says.
    await expectSoon(() => received.length === 1);
    const [hit] = received;
    const [t, v1] = String(hit.headers['issuerwire-signature'])
      .split(',')
      .map((part) => part.split('=')[1]);
    assert.equal(v1, createHmac('sha256', signingSecret).update(`${t}.${hit.body}`).digest('hex'));
    assert.equal((JSON.parse(hit.body) as { type: string }).type, 'article.generated');

    // The delivery log in Settings, once the receiver's answer is recorded (it may see the POST first).
    const [hook] = (await (await page.request.get(j.url('/api/webhooks'))).json()) as { id: string }[];
    await expectSoon(async () => {
      const log = (await (await page.request.get(j.url(`/api/webhooks/${hook.id}/deliveries`))).json()) as { items: { status: string }[] };
      return log.items[0]?.status === 'delivered';
    });
    await page.reload();
    const endpoint = partnerApi.getByRole('group', { name: `Endpoint ${receiverUrl}` });
    await endpoint.getByRole('button', { name: 'Deliveries' }).click();
    const row = endpoint.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').first();
    await row.getByText(/^Delivered · last answer 204 in \d+ ms$/).waitFor();
    await j.step('delivery-log');
    await page.setViewportSize(MOBILE);
    await partnerApi.screenshot({ path: join(screenshotDir, 'partner-api-phone.png') });

    // Revoked in Settings: the partner's next call is refused.
    page.once('dialog', (dialog) => void dialog.accept());
    await partnerApi.getByRole('button', { name: 'Revoke' }).click();
    await partnerApi.getByText('Revoked', { exact: true }).waitFor();
    const refused = await asPartner(j.url('/api/campaigns'), token);
    assert.deepEqual([refused.status, refused.json.code], [401, 'invalid_token']);
    await j.step('token-revoked-phone');
  },
);

async function expectSoon(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
