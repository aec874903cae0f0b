import type { EntityManager } from '@mikro-orm/core';
import { disclosureCoverage, type NewswireProvider } from '@issuerwire/plugin-sdk';
import { ConflictError } from '../../lib/errors';
import type { Article } from '../articles';
import { markdownToText } from '../articles/articles.markdown';
import { listingRulesFor } from '../compliance';
import type { MarketService } from '../market';
import { distributionFinding, materialNewsTopics, REG_FD_DISTRIBUTION, type DisclosureNeed, type DistributionFinding } from './distribution.checks';
import { LEVEL_LABELS, type DistributionLevel } from './distribution.constants';

// Step 1 of a wire release, beside the compliance gate on the text: the chosen circuits must meet the
// issuer's disclosure obligation for the news it carries (distribution.checks.ts holds the rule).

/** The jurisdictions whose rule we check, by name. Reg FD is the one the issue names; others are not asked yet. */
const DISCLOSURE_RULES: Record<string, string> = { US: 'Regulation FD' };

/** The lead of a release: its first two paragraphs with words, in plain text. */
function leadOf(content: string): string {
  return markdownToText(content)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 6)
    .slice(0, 2)
    .join('\n');
}

/** What the article's listing asks of its wire release; null when it is not material news or no rule applies. */
export async function disclosureNeed(em: EntityManager, market: MarketService, article: Article): Promise<DisclosureNeed | null> {
  const listing = await market.company(article.campaign.ticker, em);
  const jurisdiction = listing ? listingRulesFor(listing.exchange)?.jurisdiction : undefined;
  const rule = jurisdiction ? DISCLOSURE_RULES[jurisdiction] : undefined;
  if (!jurisdiction || !rule) return null;
  const topics = materialNewsTopics(article.title, leadOf(article.content));
  return topics.length ? { market: jurisdiction, rule, topics } : null;
}

/** 409 `reg_fd_distribution`, with the finding: the circuits chosen are too narrow for this news. */
export class DistributionTooNarrowError extends ConflictError {
  constructor(readonly finding: DistributionFinding) {
    super(`${finding.message} ${finding.suggestion}`, REG_FD_DISTRIBUTION, { findings: [finding] });
  }
}

/** Refuses, before any order, a choice of wires and level that does not meet the need. */
export function assertDisclosureMet(need: DisclosureNeed | null, providers: NewswireProvider[], level: DistributionLevel): void {
  const chosen = providers.map((p) => ({ providerName: p.name, coverage: disclosureCoverage(p, level) }));
  const finding = distributionFinding(need, chosen, LEVEL_LABELS[level]);
  if (finding) throw new DistributionTooNarrowError(finding);
}
