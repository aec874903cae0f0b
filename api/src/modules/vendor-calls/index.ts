import { defineModule } from '../../lib/module';

export { ComplianceBlockedError, PublishGate, type GateFinding } from './publish-gate';
export { ReleaseChecks, type ApprovalPolicy } from './release-checks';
export { ReleaseLedger, type EffectLedger, type EffectState } from './release-ledger';
export { RELEASE_LEAD_MS, platformReleaseTime, type ReleaseMove } from './release-order';
export {
  NOW_GRACE_MS,
  VendorCall,
  registerSweepAndRecovery,
  type CallOutcome,
  type CancelRule,
  type EffectKind,
  type QueuedJob,
  type VendorCallDeps,
} from './vendor-call';
export { auditContent, classifyVendorFailure, failedCall } from './vendor-outcome';
export { SubmissionPackageType } from './vendor-calls.types';

/** The vendor-calls module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const vendorCallsModule = defineModule({ name: 'vendor-calls' });
