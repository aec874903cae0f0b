import { disclosureCoverage, type NewswireProvider } from '@issuerwire/plugin-sdk';
import type { DisclosureNeed } from './distribution.checks';
import { articlePlainText, countPlainWords, type Article } from '../articles';
import { DISTRIBUTION_LEVELS, reachPerOrder, wordFit, wordLimitNotice, type DistributionLevel } from './distribution.constants';

/** One provider at one level for one article: what the dialog shows before anything is ordered. */
export interface PackageQuote {
  provider: string;
  level: DistributionLevel;
  priceCents: number;
  estimatedReach: number;
  wordLimit: number | null;
  extraWords: number;
  overageCents: number | null;
  /** What a release over the package's limit means, in a sentence; null when it fits or no limit is published. */
  notice: string | null;
  /** The markets where this level of this wire is broad national distribution. */
  coverage: string[];
}

export interface NewswireQuote {
  articleId: string;
  /** Words of the release as the wire receives it: headline, body and disclosures in plain text. */
  wordCount: number;
  packages: PackageQuote[];
  /** What the issuer's listing asks of this release (material news: broad national distribution); null: nothing. */
  disclosure: DisclosureNeed | null;
}

/**
 * Every provider at every level for `article`, counted here once so that the dialog never recounts with
 * another rule: the words the wire receives against the package's published limit, price and reach.
 */
export function newswireQuote(article: Article, providers: readonly NewswireProvider[], disclosure: DisclosureNeed | null): NewswireQuote {
  const wordCount = countPlainWords(articlePlainText(article.title, article.content));
  const packages = providers.flatMap((p) =>
    DISTRIBUTION_LEVELS.map((level): PackageQuote => {
      const fit = wordFit(wordCount, p.wordLimits?.[level], p.overagePer100WordsCents?.[level]);
      return {
        provider: p.id,
        level,
        priceCents: p.pricing[level],
        estimatedReach: reachPerOrder(level),
        wordLimit: fit.wordLimit,
        extraWords: fit.extraWords,
        overageCents: fit.overageCents,
        notice: wordLimitNotice(fit, p.name, level),
        coverage: disclosureCoverage(p, level),
      };
    }),
  );
  return { articleId: article.id, wordCount, packages, disclosure };
}
