import { markdownToText } from '@api-schemas/articles/articles.markdown';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL, type MockHandlers } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithClient, toastText } from '../../../testing/render-with-api';
import { previewAnswer, sampleArticle } from '../__fixtures__/article';
import { createStreamClient } from '../__fixtures__/stream-client';
import { useArticlePreview, type ArticlePreviewController } from '../hooks/use-article-preview';
import { ArticlePreviewDialog } from './article-preview-dialog';
import type { DistributionSlot } from './article-view';

let controller: ArticlePreviewController;

// The app hands the newswire dialog in (features never import each other); this stand-in shows what it is given.
const distribution: DistributionSlot = ({ open, onClose, articleId, onOpenCompliance }) =>
  open ? (
    <div role="dialog" aria-label="Distribute to Newswires">
      <p>Orders for {articleId}</p>
      <button type="button" onClick={onOpenCompliance}>
        Open compliance
      </button>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  ) : null;

function Harness() {
  controller = useArticlePreview();
  return <ArticlePreviewDialog controller={controller} distribution={distribution} />;
}

function setup(handlers: MockHandlers) {
  const api = mockGraphQL(handlers);
  const stream = createStreamClient();
  const view = renderWithClient(<Harness />, stream.client);
  return { ...api, ...stream, ...view };
}

async function openArticle(handlers: MockHandlers = {}) {
  const article = sampleArticle();
  const env = setup({ ArticlePreview: () => previewAnswer(article), ...handlers });
  act(() => controller.open({ articleId: article.id, campaignId: article.campaignId }));
  const dialog = await screen.findByRole('dialog', { name: article.title });
  return { ...env, article, dialog };
}

const downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads.length = 0;
  let last: Blob | undefined;
  vi.stubGlobal(
    'URL',
    // A subclass, so `new URL()` still works (msw parses every request's URL).
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => ((last = blob), 'blob:test'),
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) downloads.push({ name: this.download, blob: last });
  });
});

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('article preview dialog', { timeout: 20_000 }, () => {
  it('shows the text arriving over the subscription: generation starts only once it is listening', async () => {
    const article = sampleArticle();
    let answer: (value: unknown) => void = () => undefined;
    const env = setup({
      GenerateArticle: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              data: {
                generateArticle: {
                  __typename: 'GenerateArticlePayload',
                  articleGenerationResult: {
                    __typename: 'ArticleGenerationResult',
                    article,
                    summary: {
                      __typename: 'GenerationSummary',
                      wordCount: 812,
                      complianceScore: 96,
                      complianceLevel: 'COMPLIANT',
                      quota: { __typename: 'QuotaSummary', plan: 'PRO', limit: 12, used: 1, remaining: 11 },
                    },
                  },
                  userErrors: [],
                },
              },
            });
        }),
      ArticlePreview: () => previewAnswer(article),
    });
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = controller.generate('c-1');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Generating your article' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Starting the generation…');
    await waitFor(() => expect(env.sockets).toHaveLength(1));
    expect(env.calls.some((c) => c.operationName === 'GenerateArticle')).toBe(false);

    act(() => env.emit({ ready: true }));
    await waitFor(() => expect(env.calls.some((c) => c.operationName === 'GenerateArticle')).toBe(true));
    act(() => env.emit({ delta: '# Acme Robotics: Building the Future\n\n' }));
    act(() => env.emit({ delta: 'Acme builds robots for warehouses.' }));
    const live = within(dialog).getByRole('region', { name: 'Article being written' });
    expect(live).toHaveTextContent('Acme builds robots for warehouses.');
    // Rendered as it arrives: a heading, not "#".
    expect(within(live).getByRole('heading', { name: 'Acme Robotics: Building the Future' })).toBeInTheDocument();
    expect(live.textContent).not.toContain('#');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Writing… 5 words so far');
    expect(within(dialog).getByRole('progressbar', { name: 'Generation progress' })).toBeInTheDocument();

    act(() => env.emit({ delta: '\n\n---\n\n**Paid content:** ...' }));
    act(() => env.emit({ done: true, articleId: article.id }));
    answer(undefined);
    await expect(result).resolves.toMatchObject({ article: { id: 'art-1' } });
    expect(await screen.findByRole('dialog', { name: article.title })).toBeInTheDocument();
    expect(env.sockets).toHaveLength(0);
  });

  it('closes again when the generation is refused before any text, and passes the refusal on', async () => {
    const env = setup({
      GenerateArticle: () => ({
        data: null,
        errors: [{ message: 'Your Pro plan includes 12 articles a month and you have used them.', extensions: { code: 'quota_exceeded' } }],
      }),
    });
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = controller.generate('c-1');
    });
    await waitFor(() => expect(env.sockets).toHaveLength(1));
    act(() => env.emit({ ready: true }));
    await expect(result).rejects.toThrow(/12 articles a month/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows title, Draft badge, date and the compliance disclosure', async () => {
    const { dialog } = await openArticle();
    expect(within(dialog).getByRole('heading', { name: 'Acme Robotics: Building the Future' })).toBeInTheDocument();
    expect(within(dialog).getByText('Draft')).toBeInTheDocument();
    expect(within(dialog).getByText(/Jan 5, 2026 · 812 words/)).toBeInTheDocument();
    const disclosure = within(dialog).getByRole('note', { name: 'Compliance disclosure' });
    expect(disclosure).toHaveTextContent('Paid content: Demo Issuer Holdings Inc. was charged $4,999 by IssuerWire for this campaign.');
    expect(disclosure).toHaveTextContent('Not investment advice: This is not investment advice.');
    expect(within(dialog).getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('keeps a released article editable and says readers see the released version until the draft is released', async () => {
    const article = sampleArticle({ status: 'SCHEDULED', version: 2, releasedVersion: 1 });
    const { user } = setup({ ArticlePreview: () => previewAnswer(article) });
    act(() => controller.open({ articleId: article.id, campaignId: article.campaignId }));
    const dialog = await screen.findByRole('dialog', { name: article.title });
    expect(within(dialog).getByText('Scheduled')).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Released version' })).toHaveTextContent(
      'Readers see version 1 (the hosted page and the platforms). Version 2 is a draft',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Edit Content' }));
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      /Saving makes a new draft version: the released one stays public until you publish again\./,
    );
  });

  it('switches between view and edit with Edit Content / Cancel Edit, discarding unsaved edits', async () => {
    const { dialog, user, calls } = await openArticle();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Content' }));
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    expect(content).toHaveValue(sampleArticle().content);
    await user.type(content, ' extra');
    expect(within(dialog).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Edit' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit Content' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Content' }));
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue(sampleArticle().content);
    expect(calls.some((c) => c.operationName === 'UpdateArticle')).toBe(false);
  });

  it('saves changes and says when the server restored the disclosures', async () => {
    const restoredMessage =
      'Your changes have been saved. The mandatory disclosures were restored at the end of the article; they cannot be removed or changed.';
    let restored = false;
    const { dialog, user, calls } = await openArticle({
      UpdateArticle: (variables) => ({
        data: {
          updateArticle: {
            __typename: 'UpdateArticlePayload',
            articleUpdateResult: {
              __typename: 'ArticleUpdateResult',
              article: sampleArticle({ title: String(variables.title), version: 2 }),
              disclosuresRestored: restored,
              changed: true,
              message: restored ? restoredMessage : 'Your changes have been saved successfully.',
            },
            userErrors: [],
          },
        },
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit Content' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'A New Title');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await findToast('Article Updated');
    expect(toastText()).toContain('Your changes have been saved successfully.');
    expect(calls.find((c) => c.operationName === 'UpdateArticle')?.variables).toEqual({
      id: 'art-1',
      title: 'A New Title',
      content: sampleArticle().content,
    });
    expect(await within(dialog).findByRole('heading', { name: 'A New Title' })).toBeInTheDocument();

    restored = true;
    closeToasts();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Content' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Content' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'Only my text');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await findToast('Article Updated');
    expect(toastText()).toContain('The mandatory disclosures were restored');
  });

  it('exports .txt and .md named after the title, the .md with the title as a heading', async () => {
    const { dialog, user, article } = await openArticle();
    await user.click(within(dialog).getByRole('button', { name: 'Export Text' }));
    await findToast('Article Exported');
    await user.click(within(dialog).getByRole('button', { name: 'Export MD' }));
    expect(downloads.map((d) => d.name)).toEqual(['acme_robotics__building_the_future.txt', 'acme_robotics__building_the_future.md']);
    // The .txt is the same text without its Markdown markers (the one reading of articles.markdown.ts).
    expect(await downloads[0].blob.text()).toBe(`${article.title}\n\n${markdownToText(article.content)}\n`);
    expect(await downloads[1].blob.text()).toBe(`# ${article.title}\n\n${article.content}\n`);
    expect(toastText()).toContain('acme_robotics__building_the_future.md');
  });

  it('regenerates a new version through the stream and says so', async () => {
    const { dialog, user, sockets, emit, calls } = await openArticle({
      RegenerateArticle: () => ({
        data: {
          regenerateArticle: {
            __typename: 'RegenerateArticlePayload',
            articleGenerationResult: {
              __typename: 'ArticleGenerationResult',
              article: sampleArticle({ title: 'Second Take', version: 2 }),
            },
            userErrors: [],
          },
        },
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    // It asks first; a title the issuer set stays unless they ask for a new one.
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate this article?' });
    expect(within(confirm).getByRole('checkbox', { name: /Write a new title too/ })).not.toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(calls.some((c) => c.operationName === 'RegenerateArticle')).toBe(false);
    act(() => emit({ ready: true }));
    await findToast('Article Regenerated');
    expect(toastText()).toContain('A new version has been generated successfully.');
    expect(await screen.findByRole('heading', { name: 'Second Take' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'RegenerateArticle')?.variables).toMatchObject({ replaceTitle: false });
  });

  it("offers the spec's platforms and Publish Now / Schedule; a blocked publish leads to the Compliance tab", async () => {
    const { dialog, user } = await openArticle({
      PublishPlatforms: () => ({ data: { platforms: { nodes: [] } } }),
      ReleaseCheck: () => ({ data: null }),
      PublishArticle: () =>
        apiError('This article has 1 critical compliance finding and cannot be released until it is fixed: Guaranteed returns.', {
          code: 'compliance_blocked',
          findings: [
            {
              ruleId: 'finra.promissory',
              severity: 'CRITICAL',
              title: 'Guaranteed returns',
              message: 'Prohibited.',
              suggestion: 'Say what the company does.',
              text: 'guaranteed',
            },
          ],
        }),
      ArticleCompliance: () => ({ data: null, errors: [{ message: 'not needed here', extensions: { code: 'no_mock' } }] }),
    });
    expect(within(dialog).getByRole('combobox', { name: 'Platforms' })).toHaveTextContent('Twitter + Medium');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Schedule for later' }));
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Schedule for later' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Platforms' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Twitter/X',
      'Medium',
      'Substack',
      'Twitter + Medium',
      'All Platforms',
    ]);
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('button', { name: 'Publish Now' }));
    const blocked = await within(dialog).findByRole('alert', { name: 'Blocked by compliance' });
    expect(blocked).toHaveTextContent('Guaranteed returns');
    await user.click(within(blocked).getByRole('button', { name: 'Open the Compliance tab' }));
    expect(within(dialog).getByRole('tab', { name: 'Compliance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the distribution the app hands in for this article, and its compliance link shows the Compliance tab', async () => {
    const { dialog, user } = await openArticle({
      ArticleCompliance: () => ({ data: null, errors: [{ message: 'not needed here', extensions: { code: 'no_mock' } }] }),
    });
    expect(screen.queryByRole('dialog', { name: 'Distribute to Newswires' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Distribute to Newswires' }));
    const distributionDialog = screen.getByRole('dialog', { name: 'Distribute to Newswires' });
    expect(distributionDialog).toHaveTextContent('Orders for art-1');
    await user.click(within(distributionDialog).getByRole('button', { name: 'Open compliance' }));
    expect(screen.queryByRole('dialog', { name: 'Distribute to Newswires' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Compliance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the compliance score and findings of the saved version', async () => {
    const { dialog, user, calls } = await openArticle({
      ArticleCompliance: () => ({
        data: {
          articleCompliance: {
            __typename: 'VersionCompliance',
            articleId: 'art-1',
            version: 1,
            result: 'NEEDS_REVIEW',
            complianceScore: 82,
            blocked: false,
            exchange: 'NASDAQ',
            jurisdiction: 'US',
            findings: [
              {
                __typename: 'VersionFinding',
                ruleId: 'superlative.unattributed',
                category: 'SUPERLATIVE',
                title: 'Unattributed superlative',
                severity: 'IMPORTANT',
                citation: 'FINRA 2210(d)(1)(B)',
                message: 'Say who says so.',
                suggestion: 'Attribute the claim.',
                rewrite: null,
                source: 'RULES',
                model: null,
                span: { __typename: 'TextSpan', start: 10, end: 23, text: 'best-in-class' },
                dismissed: null,
              },
            ],
            disclosures: [],
            secondOpinion: { __typename: 'SecondOpinion', status: 'OFF', model: null, findingCount: 0 },
          },
        },
      }),
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Compliance' }));
    const panel = await within(dialog).findByRole('region', { name: 'Compliance result' });
    expect(await within(panel).findByText('Score 82/100')).toBeInTheDocument();
    expect(within(panel).getByText('Needs review')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Important Considerations' })).toHaveTextContent('Unattributed superlative');
    expect(within(panel).getByText('In the text: “best-in-class”')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ArticleCompliance')?.variables).toEqual({ articleId: 'art-1' });
  });

  it('lists the versions with their line diffs in the History tab', async () => {
    const { dialog, user } = await openArticle({
      ArticleHistory: () => ({
        data: {
          articleHistory: {
            __typename: 'ArticleHistory',
            articleId: 'art-1',
            versions: [
              {
                __typename: 'ArticleVersion',
                version: 1,
                title: 'T',
                reason: 'GENERATED',
                createdAt: '2026-01-05T10:00:00.000Z',
                titleChanged: false,
                diff: null,
              },
              {
                __typename: 'ArticleVersion',
                version: 2,
                title: 'T',
                reason: 'EDITED',
                createdAt: '2026-01-05T11:00:00.000Z',
                titleChanged: false,
                diff: [
                  { __typename: 'DiffLine', op: 'EQUAL', text: 'Acme builds robots.' },
                  { __typename: 'DiffLine', op: 'REMOVE', text: 'Old line' },
                  { __typename: 'DiffLine', op: 'ADD', text: 'New line' },
                ],
              },
            ],
            events: [
              {
                __typename: 'AuditEvent',
                id: 'ev-1',
                action: 'compliance.finding_dismissed',
                createdAt: '2026-01-05T12:00:00.000Z',
                details: JSON.stringify({
                  version: 2,
                  ruleId: 'us.superlative',
                  title: 'Unattributed superlative',
                  passage: 'best-in-class',
                  reason: 'Independent ranking cited in the footnote.',
                }),
              },
            ],
          },
        },
      }),
    });
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    const latest = await within(dialog).findByRole('article', { name: 'Version 2' });
    expect(within(latest).getByText('Edited')).toBeInTheDocument();
    const changes = within(latest).getByLabelText('Changes in version 2');
    expect([...changes.querySelectorAll('[data-op]')].map((line) => `${line.getAttribute('data-op')}:${line.textContent}`)).toEqual([
      'EQUAL:  Acme builds robots.',
      'REMOVE:− Old line',
      'ADD:+ New line',
    ]);
    expect(within(within(dialog).getByRole('article', { name: 'Version 1' })).getByText('First version.')).toBeInTheDocument();
    // A dismissal is on the record under the version it was made for.
    expect(latest).toHaveTextContent(
      'Finding dismissed: Unattributed superlative (“best-in-class”). Reason: Independent ranking cited in the footnote.',
    );
  });
  it('says what the disclosures state, as stored with them, and nothing for an article written before', async () => {
    const facts = {
      __typename: 'DisclosureFacts' as const,
      payer: { __typename: 'DisclosurePayer' as const, name: 'Acme Robotics Inc.', ticker: 'ACME', exchange: 'NASDAQ' },
      payment: { __typename: 'DisclosurePayment' as const, amountCents: 499_900, currency: 'USD', form: 'CASH' as const },
      aiAssisted: true,
      model: 'gpt-4o-mini',
      notAdvice: true,
      forwardLooking: {
        __typename: 'DisclosureForwardLooking' as const,
        included: true,
        jurisdiction: 'US',
        pennyStock: false,
        safeHarbor: true,
      },
    };
    const article = sampleArticle({ disclosureFacts: facts });
    setup({ ArticlePreview: () => previewAnswer(article) });
    act(() => controller.open({ articleId: article.id, campaignId: article.campaignId }));
    const stated = await screen.findByRole('region', { name: 'What the disclosures state' });
    const term = (name: string) => within(stated).getByText(name).nextElementSibling?.textContent;
    expect(term('Paid by')).toBe('Acme Robotics Inc. (NASDAQ: ACME)');
    expect(term('Payment')).toBe('$4,999.00 charged by IssuerWire for this campaign');
    expect(term('Written by')).toBe('A model, with AI assistance (gpt-4o-mini)');
    expect(term('Not investment advice')).toBe('Stated');
    expect(term('Forward-looking legend')).toBe('Included (US wording, citing the statutory safe harbor)');
    closeToasts();
  });

  it('shows no stated facts for an article written before they were stored', async () => {
    const { dialog } = await openArticle();
    await within(dialog).findByRole('note', { name: 'Compliance disclosure' });
    expect(within(dialog).queryByRole('region', { name: 'What the disclosures state' })).toBeNull();
  });
});
