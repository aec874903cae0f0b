/** An article's release status (a campaign follows it). */
export const ARTICLE_STATUSES = ['draft', 'in_progress', 'scheduled', 'published', 'failed'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
