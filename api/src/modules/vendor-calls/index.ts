import { defineModule, type DepsOf } from '../../core/module';
import { PublishGate, type ArticleReports, type DismissalPolicy } from './publish-gate';
import { ReleaseChecks, type ApprovalPolicy } from './release-checks';

export { ComplianceBlockedError, PublishGate, type GateFinding } from './publish-gate';
export { ReleaseChecks, type ApprovalPolicy } from './release-checks';
export { ReleaseLedger, type EffectLedger, type EffectState } from './release-ledger';
export { vendorCallDeps, type VendorCallContext } from './vendor-call.context';
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

/** What the release's shared checks are built from: the compliance review and the approvals (ports). */
type VendorCallsModuleContext = {
  authorization: DepsOf<typeof ReleaseChecks>['authorization'];
  complianceReview: ArticleReports & DismissalPolicy;
  publishGate: PublishGate;
  approvals: ApprovalPolicy;
  /** Whether a release needs an approval first; default: the approvals module's rule. Tests pass their own. */
  approval?: ApprovalPolicy;
};

/** The vendor-calls module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const vendorCallsModule = defineModule({
  name: 'vendor-calls',
  services: {
    publishGate: (c: VendorCallsModuleContext) => new PublishGate(c.complianceReview, c.complianceReview),
    releaseChecks: (c: VendorCallsModuleContext) =>
      new ReleaseChecks({ authorization: c.authorization, gate: c.publishGate, approval: c.approval ?? c.approvals }),
  },
});
