import { defineModule } from '../../lib/module';

export { ComplianceBlockedError, PublishGate, type ArticleReports, type DismissalPolicy, type GateFinding } from './publish-gate';
export { ApprovalRequiredError, ReleaseChecks, type ApprovalPolicy, type ReleaseChecksDeps } from './release-checks';
export { ReleaseLedger, type EffectLedger, type EffectState, type ReleaseLedgerDeps } from './release-ledger';
export { RELEASE_LEAD_MS, platformReleaseTime, type ReleaseMove } from './release-order';
export {
  NOW_GRACE_MS,
  SchedulingUnavailableError,
  VendorCall,
  registerSweepAndRecovery,
  type CallOutcome,
  type CancelRule,
  type EffectKind,
  type EffectRecord,
  type QueuedJob,
  type VendorCallDeps,
  type VendorEffect,
} from './vendor-call';
export {
  INTERRUPTED_AFTER_MS,
  INTERRUPTED_SWEEP_CRON,
  MAX_ATTEMPTS,
  auditContent,
  classifyVendorFailure,
  failedCall,
  gaveUpReason,
  interruptedReason,
  nextAttempt,
  outcomeUnknownReason,
  type VendorFailure,
} from './vendor-outcome';
export { SubmissionFieldType, SubmissionPackageType } from './vendor-calls.types';

/** The vendor-calls module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const vendorCallsModule = defineModule({ name: 'vendor-calls' });
