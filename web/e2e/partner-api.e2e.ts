import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { MOBILE, screenshotDir } from './app-server';
import { expect, test as base } from './fixtures';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
}

// A partner's webhook receiver on loopback, for the worker; this file's own server may reach it (WEBHOOK_ALLOWED_HOSTS).
const test = base.extend<object, { receiver: Receiver; serverEnv: Record<string, string> | null }>({
  receiver: [
    async ({}, use) => {
      const received: Receiver['received'] = [];
      const server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/issuerwire`, received });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ receiver }, use) => use({ WEBHOOK_ALLOWED_HOSTS: new URL(receiver.url).host }), { scope: 'worker' }],
});

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

test('the owner creates an API token and a webhook in Settings; a partner writes with the token and receives signed events', async ({
  page,
  shot,
  baseURL,
  receiver,
}) => {
  const { received, url: receiverUrl } = receiver;
  await signInAsDemoIssuer(page);
  await page.goto('/settings');
  const partnerApi = page.getByRole('region', { name: 'Partner API' });
  await expect(partnerApi.getByText('No tokens yet.')).toBeVisible();

  // A token that reads and writes content, shown once.
  const tokenForm = partnerApi.getByRole('form', { name: 'Create an API token' });
  await tokenForm.getByLabel('Name').fill('IR website (Q4 Inc.)');
  await tokenForm.getByLabel(/content:write/).check();
  await tokenForm.getByRole('button', { name: 'Create token' }).click();
  await expect(partnerApi.getByText('Token "IR website (Q4 Inc.)" created')).toBeVisible();
  const token = (await partnerApi.getByLabel('Secret').textContent())!.trim();
  assert.match(token, /^iwt_[A-Za-z0-9_-]{43}$/);
  await shot('token-created');
  await partnerApi.getByRole('button', { name: 'I have stored it' }).click();
  await expect(
    partnerApi.getByRole('list', { name: 'API tokens' }).getByText(`IR website (Q4 Inc.) · iwt_…${token.slice(-4)}`),
  ).toBeVisible();

  // A webhook endpoint for article.generated only.
  const hookForm = partnerApi.getByRole('form', { name: 'Add a webhook endpoint' });
  await hookForm.getByLabel('Endpoint URL').fill(receiverUrl);
  for (const other of ['article.approved', 'article.published', 'publication.updated', 'newswire_order.updated']) {
    await hookForm.getByLabel(new RegExp(other.replace('.', '\\.'))).uncheck();
  }
  await hookForm.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(partnerApi.getByText(`Endpoint ${receiverUrl} added`)).toBeVisible();
  const signingSecret = (await partnerApi.getByLabel('Secret').textContent())!.trim();
  assert.match(signingSecret, /^whsec_/);
  await partnerApi.getByRole('button', { name: 'I have stored it' }).click();

  // The partner's server: a campaign and its article, with the token alone.
  const campaign = await asPartner(new URL('/api/campaigns', baseURL).href, token, 'POST', {
    title: 'Partner-written update',
    companyName: 'Demo Issuer Holdings Inc.',
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
  const generated = await asPartner(new URL(`/api/campaigns/${String(campaign.json.id)}/generate-article`, baseURL).href, token, 'POST');
  assert.equal(generated.status, 201, JSON.stringify(generated.json));

  // The receiver got article.generated, signed as the README says (besides the ping sent when the endpoint was added).
  const events = () => received.filter((r) => r.headers['issuerwire-event'] !== 'ping');
  await expect.poll(() => events().length).toBe(1);
  const [hit] = events();
  assert.equal(hit.headers['issuerwire-event'], 'article.generated');
  const [t, v1] = String(hit.headers['issuerwire-signature'])
    .split(',')
    .map((part) => part.split('=')[1]);
  assert.equal(v1, createHmac('sha256', signingSecret).update(`${t}.${hit.body}`).digest('hex'));
  assert.equal((JSON.parse(hit.body) as { type: string }).type, 'article.generated');

  // The delivery log in Settings, once the receiver's answer is recorded (it may see the POST first).
  const [hook] = ((await (await page.request.get('/api/webhooks')).json()) as { items: { id: string }[] }).items;
  await expect
    .poll(async () => {
      const log = (await (await page.request.get(`/api/webhooks/${hook.id}/deliveries`)).json()) as { items: { status: string }[] };
      return log.items[0]?.status;
    })
    .toBe('delivered');
  await page.reload();
  const endpoint = partnerApi.getByRole('group', { name: `Endpoint ${receiverUrl}` });
  await endpoint.getByRole('button', { name: 'Deliveries' }).click();
  const row = endpoint.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').first();
  await expect(row.getByText(/^Delivered · last answer 204 in \d+ ms$/)).toBeVisible();
  await shot('delivery-log');
  await page.setViewportSize(MOBILE);
  await partnerApi.screenshot({ path: join(screenshotDir, 'partner-api-phone.png') });

  // Revoked in Settings: the partner's next call is refused.
  page.once('dialog', (dialog) => void dialog.accept());
  await partnerApi.getByRole('button', { name: 'Revoke' }).click();
  await expect(partnerApi.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await asPartner(new URL('/api/campaigns', baseURL).href, token);
  assert.deepEqual([refused.status, refused.json.code], [401, 'invalid_token']);
  await shot('token-revoked-phone');
});
