import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, mockRest } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { generatePressRelease } from '../api/generate-press-release';
import { DemoIssuer, demoPressReleaseRequest, PREVIEW_CHARS } from './demo-issuer';

afterEach(() => vi.unstubAllGlobals());

const PROFILE = {
  __typename: 'IssuerProfile',
  id: '11111111-1111-4111-8111-111111111111',
  username: 'demo_issuer',
  email: 'demo-issuer@demo.issuerwire.example',
  companyName: 'Demo Issuer Holdings Inc. (fictional)',
  ticker: 'DEMO',
  exchange: 'NASDAQ',
  sector: 'Information Technology',
  contactName: 'Dana Demo (fictional)',
  website: 'https://demo.issuerwire.example',
  jurisdiction: 'United States',
  verificationStatus: 'VERIFIED' as const,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// Real timers and a real Apollo client: slow on a busy machine, so a generous limit.
describe('user demo page', { timeout: 30_000 }, () => {
  it('shows the demo issuer’s profile as the API answers it, never its password', async () => {
    mockGraphQL({ DemoProfile: () => ({ data: { demoProfile: PROFILE } }) });
    renderWithApi(<DemoIssuer />);
    const card = await screen.findByRole('region', { name: 'Demo Issuer Holdings Inc. (fictional)' });
    for (const text of ['demo_issuer', 'DEMO', 'NASDAQ', 'United States', 'Dana Demo (fictional)'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByText('Verified issuer')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/password:/i);
  });

  it('asks for a press release with research on (standard depth), named after the company', () => {
    expect(demoPressReleaseRequest(PROFILE)).toMatchObject({
      ticker: 'DEMO',
      title: 'Demo Announces Quarterly Business Update',
      enableResearch: true,
      researchDepth: 'standard',
    });
  });

  it('shows the title, the first 1000 characters, level, jurisdiction, exchange and warning count', async () => {
    const content = 'x'.repeat(PREVIEW_CHARS) + 'TAIL-NOT-SHOWN';
    const release = {
      title: 'Demo Announces Quarterly Business Update',
      content,
      complianceLevel: 'STRICT' as const,
      jurisdiction: 'United States',
      exchange: 'NASDAQ',
      warnings: ['a', 'b'],
      timestamp: '2026-01-05T15:00:00.000Z',
    };
    const fetcher = vi.fn(async () => json(200, release));
    const answer = await generatePressRelease(demoPressReleaseRequest(PROFILE), fetcher as unknown as typeof fetch);
    expect(answer).toEqual({ ok: true, release });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/content/generate',
      expect.objectContaining({ method: 'POST' as const, credentials: 'include' }),
    );

    mockGraphQL({ DemoProfile: () => ({ data: { demoProfile: PROFILE } }) });
    const generate = mockRest('post', '/api/content/generate', 200, release);
    const { user } = renderWithApi(<DemoIssuer />);
    await user.click(await screen.findByRole('button', { name: 'Generate Press Release' }));
    const preview = await screen.findByRole('region', { name: 'Generated press release' });
    expect(within(preview).getByText('Compliance level: Strict')).toBeInTheDocument();
    expect(within(preview).getByText('Warnings: 2')).toBeInTheDocument();
    expect(within(preview).getByText('Jurisdiction: United States')).toBeInTheDocument();
    expect(preview.textContent).not.toContain('TAIL-NOT-SHOWN');
    expect(generate.bodies).toEqual([demoPressReleaseRequest(PROFILE)]);
  });

  it('shows a response with a message as an error with its message and code (a 404 included)', async () => {
    const notFound = vi.fn(async () => json(404, { message: 'No route for POST /api/content/generate.', code: 'not_found' }));
    expect(await generatePressRelease(demoPressReleaseRequest(PROFILE), notFound as unknown as typeof fetch)).toEqual({
      ok: false,
      message: 'No route for POST /api/content/generate.',
      code: 'not_found',
    });
    const bare = vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    expect(await generatePressRelease(demoPressReleaseRequest(PROFILE), bare as unknown as typeof fetch)).toEqual({
      ok: false,
      message: '502: Bad Gateway',
      code: '502',
    });

    mockGraphQL({ DemoProfile: () => ({ data: { demoProfile: PROFILE } }) });
    mockRest('post', '/api/content/generate', 401, { message: 'You need to sign in first.', code: 'unauthenticated' });
    const { user } = renderWithApi(<DemoIssuer />);
    await user.click(await screen.findByRole('button', { name: 'Generate Press Release' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You need to sign in first.');
    expect(alert).toHaveTextContent('Code: unauthenticated');
  });
});
