import type { EntityManager } from '@mikro-orm/core';
import { ContentModelError, type GeneratedContent } from '../../ai';
import { toGenerationError } from '../../ai/generation-error';
import { topic } from '../../lib/event-bus';
import type { Campaign } from '../campaigns';
import type { Viewer } from '../identity';
import type { CompanyInfo } from '../market';
import { DISCLOSURE_SEPARATOR } from './article-content';
import { campaignContentRequest, type IssuerProfile } from './article-content-request';
import type { WrittenText } from './article-writing';
import type { ArticlesDeps } from './articles.deps';
import { GenerationInProgressError } from './articles.errors';

/** One step of a generation, on `article.generation:<campaignId>` (REST and GraphQL generations alike). */
export interface ArticleGenerationEvent {
  campaignId: string;
  /** Text written since the previous event (the first event carries what was written before the subscription). */
  delta: string;
  done: boolean;
  articleId: string | null;
  /** Readable reason when the generation failed (then `done` is true too). */
  error: string | null;
  errorCode: string | null;
  /** True on the first event of a subscription: it is listening, the generation may start. */
  ready: boolean;
}

declare module '../../lib/event-bus' {
  interface EventMap {
    'article.generation': ArticleGenerationEvent;
  }
}

/** The content model's run for a campaign, streamed on `article.generation:<campaignId>` as it writes. */
export class GenerationStream {
  /** Generations running in this process, with the text so far (a late subscriber catches up from it). */
  private readonly running = new Map<string, { text: string }>();

  constructor(private readonly deps: ArticlesDeps) {}

  /**
   * The live text of a campaign's generation for its owner (GraphQL subscription). Listens before
   * answering, then yields a first `ready` event with anything already written, then each delta, and
   * ends after the `done` event.
   */
  async generationEvents(
    em: EntityManager,
    viewer: Viewer | null,
    campaignId: string,
  ): Promise<AsyncIterableIterator<ArticleGenerationEvent>> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    const stream = this.deps.events.subscribe(topic('article.generation', campaign.id));
    // Same tick as subscribe: nothing between the snapshot and the first queued event is lost or doubled.
    const soFar = this.running.get(campaign.id)?.text ?? '';
    const first: ArticleGenerationEvent = {
      campaignId: campaign.id,
      delta: soFar,
      done: false,
      articleId: null,
      error: null,
      errorCode: null,
      ready: true,
    };
    async function* events(): AsyncGenerator<ArticleGenerationEvent> {
      try {
        yield first;
        for await (const event of stream) {
          yield event;
          if (event.done) return;
        }
      } finally {
        await stream.return();
      }
    }
    return events();
  }

  /** Runs the content model, streaming deltas on the bus; a model failure becomes `generation_failed` (502/503/504) with nothing saved. */
  async runModel(
    campaign: Campaign,
    listing: CompanyInfo | null,
    profile: IssuerProfile,
    variationSeed?: string,
  ): Promise<GeneratedContent> {
    if (this.running.has(campaign.id)) throw new GenerationInProgressError();
    const state = { text: '' };
    this.running.set(campaign.id, state);
    const channel = topic('article.generation', campaign.id);
    try {
      return await this.deps.model.generate(campaignContentRequest(campaign, listing, profile, this.deps.clock.now(), variationSeed), {
        onDelta: (delta) => {
          state.text += delta;
          this.deps.events.publish(channel, {
            campaignId: campaign.id,
            delta,
            done: false,
            articleId: null,
            error: null,
            errorCode: null,
            ready: false,
          });
        },
      });
    } catch (error) {
      this.fail(campaign.id, error);
      if (error instanceof ContentModelError) {
        this.deps.logger.warn({ campaignId: campaign.id, code: error.code, model: this.deps.model.name }, 'article generation failed');
      }
      throw toGenerationError(error);
    }
  }

  /** The generation ended with an article: the disclosures, then `done`. */
  finish(campaignId: string, written: WrittenText, articleId: string): void {
    if (!this.running.delete(campaignId)) return;
    const channel = topic('article.generation', campaignId);
    // The stream ends like the article: with the disclosures the service appended.
    this.deps.events.publish(channel, {
      campaignId,
      delta: `${DISCLOSURE_SEPARATOR}${written.disclosures}`,
      done: false,
      articleId: null,
      error: null,
      errorCode: null,
      ready: false,
    });
    this.deps.events.publish(channel, { campaignId, delta: '', done: true, articleId, error: null, errorCode: null, ready: false });
  }

  /** The generation failed: `done` with the reason (nothing was saved). */
  fail(campaignId: string, error: unknown): void {
    if (!this.running.delete(campaignId)) return;
    const message = error instanceof Error ? error.message : 'Generation failed.';
    const code = error instanceof ContentModelError ? error.code : ((error as { code?: string }).code ?? 'generation_failed');
    this.deps.events.publish(topic('article.generation', campaignId), {
      campaignId,
      delta: '',
      done: true,
      articleId: null,
      error: message,
      errorCode: String(code),
      ready: false,
    });
  }
}
