import { afterEach, describe, expect, it } from 'vitest';
import { loadPlugin, VendorError, type NewswireProvider } from '@issuerwire/plugin-sdk';
import {
  describeNewswireConformance,
  sampleRelease,
  startFakeVendor,
  type FakeRoute,
  type FakeVendor,
  type RecordedRequest,
} from '@issuerwire/plugin-sdk/testing';
import plugin, { NO_STATUS_ENDPOINT } from './index';

// The SDK's kit and Business Wire's own behaviour against a local fake of the Connect 5 API: login
// answers the JWT in the x-auth-token header, the order arrives as multipart (order JSON + release file).

const CONNECT = {
  email: 'wire-desk@issuerwire.example',
  password: 'connect-password-0123',
  accountId: 1010376,
  distributions: { basic: 11, enhanced: 22, premium: 33 },
  sourceKey: 'source-key-7781',
  contactPhone: '+1 206 555 0100',
};
const JWT = 'jwt-0001';

function connectRoutes(orderAnswer: FakeRoute = { status: 200, json: { orderId: 482113 } }): Record<string, FakeRoute> {
  return {
    'POST /auth/login': (req) => {
      const body = req.json as Record<string, unknown> | undefined;
      const valid = body?.email === CONNECT.email && body?.password === CONNECT.password && body?.strategy === 'legacyUser';
      return valid
        ? { status: 200, json: { message: 'Login successful' }, headers: { 'x-auth-token': JWT, 'x-refresh-token': 'refresh-0001' } }
        : { status: 401, json: { message: 'Invalid email or password' } };
    },
    'POST /api/v1/clientServices/order': (req) => {
      const authorised = req.headers.authorization === `Bearer ${JWT}` && req.headers['content-type']?.startsWith('multipart/form-data');
      if (!authorised) return { status: 401, json: { message: 'Unauthorized' } };
      return typeof orderAnswer === 'function' ? orderAnswer(req) : orderAnswer;
    },
  };
}

/** The order JSON and the release file, parsed from the multipart body the plugin sent. */
async function readOrder(req: RecordedRequest) {
  const form = await new Response(req.body, { headers: { 'content-type': req.headers['content-type'] } }).formData();
  const file = form.get('files') as File;
  return { order: JSON.parse(String(form.get('order'))).order, filename: file.name, text: await file.text() };
}

describeNewswireConformance({
  plugin,
  fake: () => startFakeVendor(connectRoutes()),
  validOptions: (baseUrl) => ({ ...CONNECT, baseUrl }),
  invalidOptions: [
    { options: { email: CONNECT.email, password: CONNECT.password }, field: 'accountId' },
    { options: { ...CONNECT, distributions: { basic: 11, enhanced: 22 } }, field: 'distributions.premium' },
    { options: { ...CONNECT, email: 'not-an-email' }, field: 'email' },
    { options: { baseUrl: 'ftp://platform.businesswire.com' }, field: 'baseUrl' },
  ],
  level: 'enhanced',
  expectRequest(requests, { release, idempotencyKey }) {
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/login', 'POST /api/v1/clientServices/order']);
    expect(requests[0].json).toEqual({ email: CONNECT.email, password: CONNECT.password, strategy: 'legacyUser' });
    const order = requests[1];
    expect(order.headers.authorization).toBe(`Bearer ${JWT}`);
    expect(order.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(order.body).toContain('"savedDistributionId":22');
    expect(order.body).toContain(`filename="issuerwire-${idempotencyKey}.txt"`);
    expect(order.body).toContain(release.headline);
  },
});

const at = new Date('2026-11-22T15:00:00Z');
let vendor: FakeVendor | undefined;
afterEach(async () => {
  await vendor?.close();
  vendor = undefined;
});

async function connect(
  options: Record<string, unknown> = {},
  routes = connectRoutes(),
): Promise<{ wire: NewswireProvider; fake: FakeVendor }> {
  vendor = await startFakeVendor(routes);
  const loaded = await loadPlugin(
    plugin,
    { ...CONNECT, baseUrl: vendor.url, ...options },
    {
      now: () => at,
      http: { allowLoopback: { ports: [vendor.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 50 },
    },
  );
  return { wire: loaded.instance, fake: vendor };
}

describe('Business Wire', () => {
  it('boots in sandbox mode without Connect credentials and sends nothing', async () => {
    const loaded = await loadPlugin(plugin, {});
    expect(loaded.sandbox).toBe(true);
    const result = await loaded.instance.distribute!(sampleRelease, { level: 'basic', idempotencyKey: 'k-1' });
    expect(result).toMatchObject({ sandbox: true, status: 'submitted' });
    expect(result.message).toMatch(/nothing was sent/);
  });

  it("orders at once on the level's saved distribution, uploading the release as Business Wire prints it", async () => {
    const { wire, fake } = await connect();
    const result = await wire.distribute!(sampleRelease, { level: 'premium', idempotencyKey: 'order-77' });

    expect(result).toMatchObject({ vendorRef: '482113', status: 'submitted' });
    const { order, filename, text } = await readOrder(fake.requests[1]);
    expect(order).toEqual({
      workInProgress: false,
      schedule: { accountId: 1010376, scheduleType: 1 },
      distribution: { savedDistributionId: 33 },
      files: { releaseText: [{ filename: 'issuerwire-order-77.txt', language: 'en' }] },
      details: {
        requireCopyApproval: false,
        pullQuotesAndTweetThis: { disablePullQuote: false, disableTweetBtn: false },
        releaseContact: { contactEmail: sampleRelease.contact.email, contactPhone: CONNECT.contactPhone },
        sourceKey: CONNECT.sourceKey,
      },
    });
    expect(filename).toBe('issuerwire-order-77.txt');
    expect(text).toContain('SEATTLE, WA--(BUSINESS WIRE)--Northwind Robotics Inc. (NASDAQ: NWRB) today reported');
    expect(text).toContain(sampleRelease.disclosures);
    // The text ordered is the text the issuer can review in the submission package.
    expect(text).toBe(wire.buildSubmission!(sampleRelease, 'premium').text);
  });

  it('schedules a release at its target time on the Eastern wall clock', async () => {
    const { wire, fake } = await connect();
    const release = { ...sampleRelease, targetTime: new Date('2026-11-23T13:00:00Z') };
    const result = await wire.distribute!(release, { level: 'basic', idempotencyKey: 'order-78' });

    expect(result.status).toBe('scheduled');
    expect(result.message).toContain('2026-11-23 08:00 ET');
    const { order } = await readOrder(fake.requests[1]);
    expect(order.schedule).toEqual({ accountId: 1010376, scheduleType: 3, dateAndTime: '2026-11-23 08:00', timezoneCode: 'ET' });
    expect(order.distribution).toEqual({ savedDistributionId: 11 });
  });

  it('saves a draft in Connect instead of submitting when draftOnly is set', async () => {
    const { wire, fake } = await connect({ draftOnly: true });
    const result = await wire.distribute!(sampleRelease, { level: 'basic', idempotencyKey: 'order-79' });
    expect((await readOrder(fake.requests[1])).order.workInProgress).toBe(true);
    expect(result.status).toBe('submitted');
    expect(result.message).toMatch(/draft/);
  });

  it('never repeats an order that failed on the server side, and says it may have been placed', async () => {
    const { wire, fake } = await connect({}, connectRoutes({ status: 502, json: { message: 'upstream timeout' } }));
    const error = await wire.distribute!(sampleRelease, { level: 'basic', idempotencyKey: 'order-80' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(VendorError);
    expect((error as VendorError).retryable).toBe(false);
    expect((error as VendorError).outcomeUnknown).toBe(true);
    expect((error as VendorError).message).toContain('may have been placed');
    expect((error as VendorError).message).toContain('issuerwire-order-80.txt');
    expect(fake.requests.map((r) => r.path)).toEqual(['/auth/login', '/api/v1/clientServices/order']);
  });

  it('sends no order when the login answers no token', async () => {
    const routes = { ...connectRoutes(), 'POST /auth/login': { status: 200, json: { message: 'ok' } } };
    const { wire, fake } = await connect({}, routes);
    const error = await wire.distribute!(sampleRelease, { level: 'basic', idempotencyKey: 'order-81' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(VendorError);
    expect((error as VendorError).message).toContain('x-auth-token');
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an accepted order whose answer has no order number as submitted, never as failed', async () => {
    const { wire } = await connect({}, connectRoutes({ status: 200, body: '' }));
    const result = await wire.distribute!(sampleRelease, { level: 'basic', idempotencyKey: 'order-82' });
    expect(result).toMatchObject({ vendorRef: 'bw-order-82', status: 'submitted' });
    expect(result.message).toContain('issuerwire-order-82.txt');
  });

  it('answers status without calling Business Wire, which has no order-status call, and says so', async () => {
    const { wire, fake } = await connect();
    const status = await wire.status!('482113');
    expect(status).toEqual({ vendorRef: '482113', status: 'submitted', message: NO_STATUS_ENDPOINT });
    expect(fake.requests).toHaveLength(0);
  });

  it('takes the saved distribution ids and the account number as strings from the environment', async () => {
    const { wire, fake } = await connect({ accountId: '1010376', distributions: { basic: '11', enhanced: '22', premium: '33' } });
    await wire.distribute!(sampleRelease, { level: 'enhanced', idempotencyKey: 'order-83' });
    const { order } = await readOrder(fake.requests[1]);
    expect(order.schedule.accountId).toBe(1010376);
    expect(order.distribution.savedDistributionId).toBe(22);
  });

  it('keeps its prices indicative unless the operator gives firm ones', async () => {
    const indicative = (await loadPlugin(plugin, {})).instance;
    expect(indicative.pricingIndicative).toBe(true);
    const firm = (await loadPlugin(plugin, { pricing: { basic: 52_000, indicative: false } })).instance;
    expect(firm.pricing.basic).toBe(52_000);
    expect(firm.pricingIndicative).toBe(false);
  });
});
