import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ArticleFieldsFragment, GenerateArticleMutation } from '../../../gql/graphql';
import { ArticlePreviewDocument } from '../api/article-preview.query';
import { ArticleGenerationDocument } from '../api/article-generation.subscription';
import { GenerateArticleDocument } from '../api/generate-article.mutation';
import { RegenerateArticleDocument } from '../api/regenerate-article.mutation';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { runStreamedGeneration, type EventSink } from '../lib/generation-stream';

const GENERATION_FAILED = 'The article could not be generated. Please try again.';

/** Which article the dialog shows: a campaign's, once it exists. */
export interface PreviewTarget {
  campaignId: string;
  articleId: string | null;
}

/** A generation in progress: the text as it arrives. */
export interface LiveText {
  kind: 'generate' | 'regenerate';
  text: string;
  /** Set when it failed; the dialog says why. */
  error: string | null;
}

export type GenerationResult = NonNullable<GenerateArticleMutation['generateArticle']['articleGenerationResult']>;

export interface ArticlePreviewController {
  target: PreviewTarget | null;
  live: LiveText | null;
  /** Opens the dialog on an existing article. */
  open: (target: PreviewTarget & { articleId: string }) => void;
  /** Opens the dialog and generates the campaign's article, showing the text as it is written. Rejects like the mutation. */
  generate: (campaignId: string, options?: { confirmOverage?: boolean }) => Promise<GenerationResult>;
  /** A new version of the open article, streamed the same way. */
  /** A new draft; a title the issuer set stays unless `replaceTitle`. */
  regenerate: (options?: { replaceTitle?: boolean }) => Promise<ArticleFieldsFragment>;
  /** Back to the article after a failed generation. */
  dismissLive: () => void;
  close: () => void;
}

export interface ArticlePreviewOptions {
  /** After anything that changes lists or figures elsewhere (generated, regenerated, saved). */
  onChanged?: () => void;
}

/** State and actions of the article preview dialog; the route renders <ArticlePreviewDialog controller={...} />. */
export function useArticlePreview({ onChanged }: ArticlePreviewOptions = {}): ArticlePreviewController {
  const client = useApolloClient();
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  const [live, setLive] = useState<LiveText | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const liveText = useRef('');

  const listen = useCallback(
    (campaignId: string) => (sink: EventSink) => {
      const subscription = client
        .subscribe({ query: ArticleGenerationDocument, variables: { campaignId }, fetchPolicy: 'no-cache' })
        .subscribe({
          next: (result) => {
            const event = result.data?.articleGeneration;
            if (result.error || !event) sink.end();
            else sink.next(event);
          },
          error: () => sink.end(),
          complete: () => sink.end(),
        });
      return () => subscription.unsubscribe();
    },
    [client],
  );

  const stream = useCallback(
    async <T>(kind: LiveText['kind'], campaignId: string, start: () => Promise<T>, finish?: (result: T) => Promise<void>): Promise<T> => {
      liveText.current = '';
      setLive({ kind, text: '', error: null });
      try {
        const result = await runStreamedGeneration({
          listen: listen(campaignId),
          start,
          onText: (text) => {
            liveText.current = text;
            setLive((previous) => (previous ? { ...previous, text } : previous));
          },
        });
        // The live text stays until what replaces it is ready to show.
        await finish?.(result);
        setLive(null);
        changed.current?.();
        return result;
      } catch (error) {
        const message = problemMessage(readApiError(error), GENERATION_FAILED);
        setLive((previous) => (previous ? { ...previous, error: message } : previous));
        throw error;
      }
    },
    [listen],
  );

  const generate = useCallback(
    async (campaignId: string, options: { confirmOverage?: boolean } = {}) => {
      setTarget({ campaignId, articleId: null });
      try {
        return await stream(
          'generate',
          campaignId,
          async () => {
            const { data } = await client.mutate({
              mutation: GenerateArticleDocument,
              variables: { campaignId, confirmOverage: options.confirmOverage ?? null },
            });
            const result = data?.generateArticle.articleGenerationResult;
            if (!result) throw new Error('Generation failed.');
            return result;
          },
          async (result) => {
            const variables = { id: result.article.id, campaignId };
            await client.query({ query: ArticlePreviewDocument, variables }).catch(() => undefined);
            setTarget({ campaignId, articleId: result.article.id });
          },
        );
      } catch (error) {
        // Nothing was written: close again, the form's notice says why. Otherwise the dialog shows the failure.
        if (!liveText.current) {
          setTarget(null);
          setLive(null);
        }
        throw error;
      }
    },
    [client, stream],
  );

  const regenerate = useCallback(
    async ({ replaceTitle = false }: { replaceTitle?: boolean } = {}) => {
      const current = targetRef.current;
      if (!current?.articleId) throw new Error('No article is open.');
      const articleId = current.articleId;
      const article = await stream('regenerate', current.campaignId, async () => {
        const { data } = await client.mutate({ mutation: RegenerateArticleDocument, variables: { id: articleId, replaceTitle } });
        const result = data?.regenerateArticle.articleGenerationResult;
        if (!result) throw new Error('Regeneration failed.');
        return result.article;
      });
      return article;
    },
    [client, stream],
  );

  const open = useCallback((next: PreviewTarget & { articleId: string }) => {
    setLive(null);
    setTarget({ campaignId: next.campaignId, articleId: next.articleId });
  }, []);

  const dismissLive = useCallback(() => setLive(null), []);

  const close = useCallback(() => {
    setTarget(null);
    setLive(null);
  }, []);

  return useMemo(
    () => ({ target, live, open, generate, regenerate, dismissLive, close }),
    [target, live, open, generate, regenerate, dismissLive, close],
  );
}
