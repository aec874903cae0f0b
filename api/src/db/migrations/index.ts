import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122071341_initial } from './migration-20261122071341-initial';
import { Migration20261122072408_identity } from './migration-20261122072408-identity';
import { Migration20261122074514_kyc } from './migration-20261122074514-kyc';
import { Migration20261122075129_campaigns } from './migration-20261122075129-campaigns';
import { Migration20261122083356_engagement } from './migration-20261122083356-engagement';
import { Migration20261122083555_publishing } from './migration-20261122083555-publishing';
import { Migration20261122100803_oauth } from './migration-20261122100803-oauth';
import { Migration20261122124705_dashboard_versions } from './migration-20261122124705-dashboard-versions';
import { Migration20261124160300_tracking_readers } from './migration-20261124160300-tracking-readers';
import { Migration20261124160500_login_throttles } from './migration-20261124160500-login-throttles';
import { Migration20261124160700_link_allow_list } from './migration-20261124160700-link-allow-list';
import { Migration20261125054645_kyc_code_events } from './migration-20261125054645-kyc-code-events';
import { Migration20261125073941_kyc_code_sent_from_events } from './migration-20261125073941-kyc-code-sent-from-events';
import { Migration20261125083059_drop_idempotency_response_status } from './migration-20261125083059-drop-idempotency-response-status';
import { Migration20261125130000_organizations } from './migration-20261125130000-organizations';
import { Migration20261125132850_invitations } from './migration-20261125132850-invitations';
import { Migration20261125135645_approvals } from './migration-20261125135645-approvals';
import { Migration20261125151930_api_tokens } from './migration-20261125151930-api-tokens';
import { Migration20261125153456_webhooks } from './migration-20261125153456-webhooks';
import { Migration20261126103232_issuer_voice } from './migration-20261126103232-issuer-voice';
import { Migration20261126103600_sandbox_orders_apart } from './migration-20261126103600-sandbox-orders-apart';

/** Committed migrations, in order. Listed explicitly so they load the same under tsx, vitest and a bundle. */
export const migrationsList: MigrationObject[] = [
  { name: 'migration-20261122071341-initial', class: Migration20261122071341_initial },
  { name: 'migration-20261122072408-identity', class: Migration20261122072408_identity },
  { name: 'migration-20261122074514-kyc', class: Migration20261122074514_kyc },
  { name: 'migration-20261122075129-campaigns', class: Migration20261122075129_campaigns },
  { name: 'migration-20261122083356-engagement', class: Migration20261122083356_engagement },
  { name: 'migration-20261122083555-publishing', class: Migration20261122083555_publishing },
  { name: 'migration-20261122100803-oauth', class: Migration20261122100803_oauth },
  { name: 'migration-20261122124705-dashboard-versions', class: Migration20261122124705_dashboard_versions },
  { name: 'migration-20261124160300-tracking-readers', class: Migration20261124160300_tracking_readers },
  { name: 'migration-20261124160500-login-throttles', class: Migration20261124160500_login_throttles },
  { name: 'migration-20261124160700-link-allow-list', class: Migration20261124160700_link_allow_list },
  { name: 'migration-20261125054645-kyc-code-events', class: Migration20261125054645_kyc_code_events },
  { name: 'migration-20261125073941-kyc-code-sent-from-events', class: Migration20261125073941_kyc_code_sent_from_events },
  { name: 'migration-20261125083059-drop-idempotency-response-status', class: Migration20261125083059_drop_idempotency_response_status },
  { name: 'migration-20261125130000-organizations', class: Migration20261125130000_organizations },
  { name: 'migration-20261125132850-invitations', class: Migration20261125132850_invitations },
  { name: 'migration-20261125135645-approvals', class: Migration20261125135645_approvals },
  { name: 'migration-20261125151930-api-tokens', class: Migration20261125151930_api_tokens },
  { name: 'migration-20261125153456-webhooks', class: Migration20261125153456_webhooks },
  { name: 'migration-20261126103232-issuer-voice', class: Migration20261126103232_issuer_voice },
  { name: 'migration-20261126103600-sandbox-orders-apart', class: Migration20261126103600_sandbox_orders_apart },
];
