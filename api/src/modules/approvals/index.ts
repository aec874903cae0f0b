export { APPROVAL_STATUSES, ApprovalRequest, type ApprovalDecision, type ApprovalStatus } from './approval-request.entity';
export { ApprovalsResolver } from './approvals.resolver';
export { approvalsRoutes } from './approvals.routes';
export { ApprovalsService, type ApprovalState, type ApprovalView, type ApprovalsDeps, type WaitingApproval } from './approvals.service';
