import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { briefShortfall, briefShortfallMessage, FEATURE_BRIEF_MIN_WORDS, MESSAGES, type BriefText } from './campaigns.schemas';
import { overageMessage, planDetails, upgradeFrom, type PlanId } from './plans';

/** Another issuer's campaign answers exactly like a missing one: its existence is not disclosed. */
export class CampaignNotFoundError extends NotFoundError {
  constructor() {
    super('Campaign not found.', 'not_found');
  }
}

export class CampaignArchivedError extends ConflictError {
  constructor() {
    super('This campaign is archived. Create a new campaign to generate content.', 'campaign_archived');
  }
}

/** A draft saved without sector or tone cannot be generated until they are chosen. */
export class CampaignIncompleteError extends ValidationError {
  constructor(fields: Record<string, string>) {
    super(`Complete the campaign before generating: choose ${Object.keys(fields).join(' and ')}.`, fields);
  }
}

/** Nothing is generated without the issuer's highlights: the piece is written from them, never around their absence. */
export class HighlightsRequiredError extends ValidationError {
  constructor() {
    super(MESSAGES.highlightsRequired, { highlights: MESSAGES.highlightsRequired }, { highlights: 'required' }, 'highlights_required');
  }
}

/**
 * A new article beyond the month's allowance without the issuer's confirmation of its price: 402 with the numbers,
 * the overage price and the plan to upgrade to. Sending `confirmOverage: true` generates it and charges the price.
 */
export class OverageConfirmationRequiredError extends AppError {
  constructor(plan: PlanId, used: number) {
    const details = planDetails(plan);
    super('overage_confirmation_required', overageMessage(plan), 402, {
      plan,
      limit: details.articlesPerMonth,
      used,
      overageCents: details.overageCents,
      currency: 'USD',
      upgradeTo: upgradeFrom(plan),
    });
  }
}

/** A feature's brief too thin for 800 words of the issuer's facts: how many more facts it needs, never padding. */
export class BriefTooThinError extends AppError {
  constructor(shortfall: { words: number; missingWords: number; moreFacts: number }) {
    super('brief_too_thin', briefShortfallMessage(shortfall), 422, { ...shortfall, minimumWords: FEATURE_BRIEF_MIN_WORDS });
  }
}

/** A feature is made of the issuer's facts: a brief too thin for one is refused, never padded (a release needs none). */
export function assertFeatureBrief(campaign: BriefText & { format: string }): void {
  const shortfall = campaign.format === 'article' ? briefShortfall(campaign) : null;
  if (shortfall) throw new BriefTooThinError(shortfall);
}
