import { defineModule } from '../../lib/module';
import { ApprovalRequest } from './approval-request.entity';
import { ApprovalsResolver } from './approvals.resolver';
import { approvalsRoutes } from './approvals.routes';
export { APPROVAL_STATUSES, ApprovalRequest, type ApprovalDecision, type ApprovalStatus } from './approval-request.entity';
export { ApprovalsResolver } from './approvals.resolver';
export { approvalsRoutes } from './approvals.routes';
export { ApprovalsService, type ApprovalState, type ApprovalView, type ApprovalsDeps, type WaitingApproval } from './approvals.service';

/** The approvals module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const approvalsModule = defineModule({
  name: 'approvals',
  entities: [ApprovalRequest],
  resolvers: [ApprovalsResolver],
  routes: [{ plugin: approvalsRoutes }],
});
