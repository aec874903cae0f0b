import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One counter per organization that PostgreSQL moves on every committed change to the rows the dashboard's
 * stats and campaign list read (deferred triggers on campaigns, articles, analytics, charges and
 * notifications; see the dashboard-versions migration). Never written by the application. No foreign
 * key: an organization's deletion cascades through those tables, and their triggers still fire.
 */
@Entity({ tableName: 'dashboard_versions' })
export class DashboardVersion {
  @PrimaryKey({ type: 'uuid', fieldName: 'organization_id' })
  organizationId!: string;

  /** bigint, read as a string. */
  @Property({ type: 'bigint', default: 0 })
  version!: string;
}
