import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewAnswer, sampleArticle } from '../../features/articles/__fixtures__/article';
import { apiError, signInForEachTest } from '../../testing/graphql';
import { renderRoute } from '../../testing/render-route';

const article = sampleArticle();

signInForEachTest(undefined, {
  ArticleLocation: (variables) =>
    variables.id === article.id
      ? { data: { article: { __typename: 'Article', id: article.id, campaignId: article.campaignId, title: article.title } } }
      : apiError('Article not found.', { code: 'not_found' }),
  ArticlePreview: () => previewAnswer(article),
  CampaignList: () => ({
    data: {
      campaigns: {
        __typename: 'CampaignConnection',
        totalCount: 0,
        nodes: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }),
  NewswireProviders: () => ({ data: { newswireProviders: { nodes: [] } } }),
  NewswireOrders: () => ({ data: { newswireOrders: { nodes: [] } } }),
  ArticleRelease: () => ({ data: { articleRelease: { __typename: 'ReleaseReceipt', articleId: article.id, channels: [] } } }),
});

describe('/articles/:id', { timeout: 20_000 }, () => {
  it('opens the article in its preview, and closing it returns to the list', async () => {
    const { user, router } = renderRoute(`/articles/${article.id}`);
    const dialog = await screen.findByRole('dialog', { name: article.title }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Distribute to Newswires' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));

    // Opened again, its location now cached: the preview shows and stays (it used to bounce to the list).
    await act(() => router.navigate(`/articles/${article.id}`));
    expect(await screen.findByRole('dialog', { name: article.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/articles/${article.id}`);
  });

  it('distributes from the preview: the app hands the newswire dialog to the article', async () => {
    const { user } = renderRoute(`/articles/${article.id}`);
    const dialog = await screen.findByRole('dialog', { name: article.title }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Distribute to Newswires' }));
    const distribution = await screen.findByRole('dialog', { name: 'Distribute to Newswires' }, { timeout: 10_000 });
    expect(await within(distribution).findByRole('button', { name: 'Distribute Press Release' })).toBeInTheDocument();
  });

  it('opens on the Release tab from the link of a release-delayed mail (?tab=release)', async () => {
    renderRoute(`/articles/${article.id}?tab=release`);
    const dialog = await screen.findByRole('dialog', { name: article.title }, { timeout: 10_000 });
    expect(within(dialog).getByRole('tab', { name: 'Release' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says so when the article is not found (another issuer's id answers 404)", async () => {
    renderRoute('/articles/someone-elses');
    expect(await screen.findByText('Article not found.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();
  });
});
