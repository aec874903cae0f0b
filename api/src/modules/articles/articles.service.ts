import type { EntityManager } from '@mikro-orm/core';
import type { KeysetRequest, PageOf } from '../../db/keyset';
import type { AuditView } from '../audit';
import type { Campaign } from '../campaigns';
import type { Viewer } from '../identity';
import type { CompanyInfo } from '../market';
import type { ArticleOrigin } from './article-disclosures';
import { ArticleEdit } from './article-edit';
import { ArticleGeneration } from './article-generation';
import { ArticleLookup } from './article-lookup';
import { ArticleReleaseStatus } from './article-status';
import { writeArticle, type WrittenText } from './article-writing';
import type { Article } from './article.entity';
import type { ArticlesDeps } from './articles.deps';
import type { ArticleHistory, ArticleListQuery, ArticleView, GenerationSummary } from './articles.views';
import { type ArticleGenerationEvent, GenerationStream } from './generation-stream';

export type { ArticlesDeps } from './articles.deps';
export type { WrittenText } from './article-writing';
export type { ArticleGenerationEvent } from './generation-stream';

/**
 * Articles: generation through the content model, edit, regenerate, history. The disclosures are added
 * here, never by the model, and re-added on every write; compliance is re-checked on every write; every
 * change is versioned and audited in the same transaction as the change.
 * Each use case has its file: article-generation.ts (generate, regenerate), generation-stream.ts (the live
 * text), article-edit.ts, article-status.ts (release status), article-lookup.ts (reads) and
 * article-writing.ts (text, disclosures, compliance); this class composes them.
 */
export class ArticlesService {
  private readonly lookup: ArticleLookup;

  private readonly stream: GenerationStream;

  private readonly generation: ArticleGeneration;

  private readonly edit: ArticleEdit;

  private readonly status: ArticleReleaseStatus;

  constructor(private readonly deps: ArticlesDeps) {
    this.lookup = new ArticleLookup(deps);
    this.stream = new GenerationStream(deps);
    this.generation = new ArticleGeneration(deps, this.stream, this.lookup);
    this.edit = new ArticleEdit(deps, this.lookup);
    this.status = new ArticleReleaseStatus(deps);
  }

  // Generation (article-generation.ts, generation-stream.ts)

  generate(
    em: EntityManager,
    viewer: Viewer | null,
    campaignId: string,
    options: { confirmOverage?: boolean } = {},
  ): Promise<{ article: ArticleView; summary: GenerationSummary }> {
    return this.generation.generate(em, viewer, campaignId, options);
  }

  regenerate(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    replaceTitle = false,
  ): Promise<{ article: ArticleView; summary: GenerationSummary }> {
    return this.generation.regenerate(em, viewer, articleId, replaceTitle);
  }

  generationEvents(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<AsyncIterableIterator<ArticleGenerationEvent>> {
    return this.stream.generationEvents(em, viewer, campaignId);
  }

  // Edit (article-edit.ts)

  update(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    input: { title: string; content: string },
  ): Promise<{ article: ArticleView; disclosuresRestored: boolean; changed: boolean }> {
    return this.edit.update(em, viewer, articleId, input);
  }

  // Release status (article-status.ts), driven by publishing and distribution

  markInProgress(article: Article, platforms?: string[]): void {
    this.status.markInProgress(article, platforms);
  }

  markScheduled(article: Article, platforms?: string[]): void {
    this.status.markScheduled(article, platforms);
  }

  markPublished(article: Article, at: Date, platforms?: string[]): void {
    this.status.markPublished(article, at, platforms);
  }

  markFailed(article: Article, platforms?: string[]): void {
    this.status.markFailed(article, platforms);
  }

  markDraft(article: Article, platforms?: string[]): void {
    this.status.markDraft(article, platforms);
  }

  // Reads (article-lookup.ts)

  get(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleView> {
    return this.lookup.get(em, viewer, articleId);
  }

  listPage(em: EntityManager, viewer: Viewer | null, query: ArticleListQuery, page: KeysetRequest): PageOf<ArticleView> {
    return this.lookup.listPage(em, viewer, query, page);
  }

  history(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleHistory> {
    return this.lookup.history(em, viewer, articleId);
  }

  historyEntry(em: EntityManager, viewer: Viewer | null, id: string): Promise<AuditView | null> {
    return this.lookup.historyEntry(em, viewer, id);
  }

  own(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<Article> {
    return this.lookup.own(em, viewer, articleId);
  }

  /** Text, disclosures and compliance assembled (article-writing.ts); also the demo workspace's seed (api/src/demo-workspace.ts). */
  write(campaign: Campaign, listing: CompanyInfo | null, title: string, rawBody: string, origin: ArticleOrigin): WrittenText {
    return writeArticle(this.deps.clock, campaign, listing, title, rawBody, origin);
  }
}
