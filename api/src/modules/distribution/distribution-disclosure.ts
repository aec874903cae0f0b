import type { EntityManager } from '@mikro-orm/core';
import { disclosureCoverage, type NewswireProvider } from '@issuerwire/plugin-sdk';
import { ConflictError } from '../../lib/errors';
import type { Article } from '../articles';
import { listingRulesFor } from '../compliance';
import type { MarketService } from '../market';
import {
  distributionFinding,
  materialNewsTopics,
  REG_FD_DISTRIBUTION,
  type DisclosureNeed,
  type DistributionFinding,
} from './distribution.checks';
import { LEVEL_LABELS, type DistributionLevel } from './distribution.constants';

// Step 1 of a wire release, beside the compliance gate on the text: the chosen circuits must meet the
// issuer's disclosure obligation for the news it carries (distribution.checks.ts holds the rule).

/** The jurisdictions whose rule we check, by name. Reg FD is the one the issue names; others are not asked yet. */
const DISCLOSURE_RULES: Record<string, string> = { US: 'Regulation FD' };

/** What the article's listing asks of its wire release; null when it is not material news or no rule applies. */
export async function disclosureNeed(em: EntityManager, market: MarketService, article: Article): Promise<DisclosureNeed | null> {
  // The issuer's own announcement is what discloses news: a press release. A feature written for blogs is
  // promotion about the issuer, not its disclosure, and the text gate checks it on its own terms.
  if (article.campaign.format !== 'press-release') return null;
  const listing = await market.company(article.campaign.ticker, em);
  const jurisdiction = listing ? listingRulesFor(listing.exchange)?.jurisdiction : undefined;
  const rule = jurisdiction ? DISCLOSURE_RULES[jurisdiction] : undefined;
  if (!jurisdiction || !rule) return null;
  const topics = materialNewsTopics(article.title);
  return topics.length ? { market: jurisdiction, rule, topics } : null;
}

/** 409 `reg_fd_distribution`, with the finding: the circuits chosen are too narrow for this news. */
class DistributionTooNarrowError extends ConflictError {
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
