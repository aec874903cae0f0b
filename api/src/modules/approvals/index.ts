import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { ApprovalsService } from './approvals.service';
import { ApprovalRequest } from './approval-request.entity';
import { ApprovalsResolver } from './approvals.resolver';
import { approvalsRoutes } from './approvals.routes';
export { ApprovalRequest } from './approval-request.entity';
export { ApprovalsService } from './approvals.service';

/** What the approvals service is built from. */
type ApprovalsModuleContext = Pick<SharedDeps, 'mailer' | 'clock' | 'logger' | 'config'> &
  Pick<DepsOf<typeof ApprovalsService>, 'articles' | 'audit' | 'notifications'> & { publishGate: DepsOf<typeof ApprovalsService>['gate'] };

/** The approvals module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const approvalsModule = defineModule({
  name: 'approvals',
  services: {
    // A version the gate blocks is neither sent for approval nor approved (the approver sees the block first).
    approvals: (c: ApprovalsModuleContext) =>
      new ApprovalsService({
        articles: c.articles,
        audit: c.audit,
        notifications: c.notifications,
        mailer: c.mailer,
        clock: c.clock,
        logger: c.logger,
        config: c.config,
        gate: c.publishGate,
      }),
  },
  entities: [ApprovalRequest],
  resolvers: [ApprovalsResolver],
  routes: [{ plugin: approvalsRoutes }],
});
