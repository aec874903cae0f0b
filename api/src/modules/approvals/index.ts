import { defineModule } from '../../lib/module';
import { ApprovalRequest } from './approval-request.entity';
import { ApprovalsResolver } from './approvals.resolver';
import { approvalsRoutes } from './approvals.routes';
export { ApprovalRequest } from './approval-request.entity';
export { ApprovalsService } from './approvals.service';

/** The approvals module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const approvalsModule = defineModule({
  name: 'approvals',
  entities: [ApprovalRequest],
  resolvers: [ApprovalsResolver],
  routes: [{ plugin: approvalsRoutes }],
});
