import type { EntityManager } from '@mikro-orm/core';
import { sha256 } from '../../lib/crypto';
import type { Clock } from '../../lib/clock';
import { AuditEntry } from './audit-entry.entity';

export const AUDIT_ACTIONS = [
  'campaign.created',
  'campaign.updated',
  'campaign.archived',
  'article.generated',
  'article.edited',
  'article.regenerated',
  'article.published',
  'distribution.ordered',
  'distribution.status_changed',
  'article.publish_failed',
  'publication.scheduled',
  'publication.requested',
  'publication.cancelled',
  'newswire.distributed',
  'newswire.order_confirmed',
  'newswire.order_cancelled',
  'newswire.outcome_recorded',
  'plan.changed',
  'team.member_invited',
  'team.invitation_revoked',
  'team.member_joined',
  'team.role_changed',
  'team.member_removed',
  'team.approval_rule_changed',
  'article.approval_requested',
  'article.approved',
  'article.rejected',
  'compliance.finding_dismissed',
  'token.created',
  'token.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.disabled',
  'webhook.deleted',
  'webhook.redelivered',
  'release.exchange_notified',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  /** The organization whose data this is. */
  organizationId: string;
  actorId: string | null;
  action: AuditAction;
  entityType: 'campaign' | 'article' | 'organization' | 'distribution' | 'token' | 'webhook';
  entityId: string | null;
  /** The content the action produced; stored as its sha256 only. */
  content?: string;
  details?: Record<string, unknown>;
}

export interface AuditView {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  actorId: string | null;
  contentHash: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

export function contentHash(content: string): string {
  return sha256(content);
}

function view(entry: AuditEntry): AuditView {
  return {
    id: entry.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    actorId: entry.actorId ?? null,
    contentHash: entry.contentHash ?? null,
    details: entry.details ?? null,
    createdAt: entry.createdAt,
  };
}

/**
 * The append-only audit trail. `record` only persists (the caller's transaction flushes it, so the
 * entry commits with the change it describes, or not at all); nothing here updates or deletes.
 */
export class AuditService {
  constructor(private readonly clock: Clock) {}

  record(em: EntityManager, entry: AuditRecord): AuditEntry {
    return em.create(AuditEntry, {
      organizationId: entry.organizationId,
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      contentHash: entry.content === undefined ? null : contentHash(entry.content),
      details: entry.details ?? null,
      createdAt: this.clock.now(),
    });
  }

  /** One entity's history for its organization, oldest first. */
  async history(em: EntityManager, organizationId: string, entityType: AuditRecord['entityType'], entityId: string): Promise<AuditView[]> {
    const rows = await em.find(AuditEntry, { organizationId, entityType, entityId }, { orderBy: { seq: 'asc' } });
    return rows.map(view);
  }

  /** One entry of the organization's trail; null for an unknown id or another organization's. */
  async get(em: EntityManager, organizationId: string, id: string): Promise<AuditView | null> {
    const row = await em.findOne(AuditEntry, { id, organizationId });
    return row && view(row);
  }

  /** The organization's trail, newest first. */
  async list(em: EntityManager, organizationId: string, options: { limit?: number; action?: AuditAction } = {}): Promise<AuditView[]> {
    const rows = await em.find(
      AuditEntry,
      { organizationId, ...(options.action ? { action: options.action } : {}) },
      { orderBy: { seq: 'desc' }, limit: Math.min(options.limit ?? 100, 500) },
    );
    return rows.map(view);
  }
}
