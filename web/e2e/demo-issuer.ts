// The demo issuer's helpers for browser journeys: sign in, a campaign with its article, the toast shown.
import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { DEMO_ISSUER_PASSWORD, DEMO_ISSUER_USERNAME, DEMO_TICKER } from '../../api/src/modules/kyc/demo-accounts';
import { pageOf, type InPage } from './accounts';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './feature-brief';

/** Signs the browser context in through the GraphQL login mutation: the session cookie is shared with the page. */
export async function signInAsDemoIssuer(at: InPage): Promise<void> {
  const response = await pageOf(at).request.post('/graphql', {
    data: {
      query:
        'mutation Login($input: LoginInput!) { login(input: $input) { loginResult { success message } userErrors { path message code } } }',
      variables: { input: { username: DEMO_ISSUER_USERNAME, password: DEMO_ISSUER_PASSWORD } },
    },
  });
  const body = (await response.json()) as { data?: { login: { loginResult: { success: boolean } | null } } };
  assert.equal(body.data?.login.loginResult?.success, true, `demo issuer sign-in failed: ${JSON.stringify(body)}`);
}

/** A campaign titled `title` with its generated article, through the REST facade. */
export async function campaignWithArticle(at: InPage, title: string): Promise<{ campaignId: string; articleId: string }> {
  const { request } = pageOf(at);
  const created = await request.post('/api/campaigns', {
    data: {
      title,
      companyName: 'Demo Issuer Holdings Inc.',
      ticker: DEMO_TICKER,
      sector: 'technology',
      tone: 'neutral',
      highlights: `Signed two regional customers\nOpened a support office in Ohio\n${FEATURE_HIGHLIGHTS}`,
      ...FEATURE_BRIEF,
      website: 'https://demo.issuerwire.example',
      pressRelease: 'Demo Issuer signs two regional customers',
      budget: 'pro',
    },
  });
  assert.equal(created.status(), 201, await created.text());
  const { id } = (await created.json()) as { id: string };
  // Bodiless, but declared JSON: the API's CSRF rule.
  const generated = await request.post(`/api/campaigns/${id}/generate-article`, {
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(generated.status(), 201, await generated.text());
  const { article } = (await generated.json()) as { article: { id: string } };
  return { campaignId: id, articleId: article.id };
}

/** Waits for the toast titled `title` and answers its text. */
export async function waitForToast(page: Page, title: string): Promise<string> {
  // includeHidden: an open dialog marks the rest of the page (the toasts too) aria-hidden.
  const area = page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
  const item = area.getByRole('listitem', { includeHidden: true }).filter({ hasText: title });
  await expect(item).toBeVisible();
  return (await item.textContent()) ?? '';
}
