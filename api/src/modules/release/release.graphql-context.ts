import type { GraphQLContext } from '../../graphql/context';
import type { ReleaseCheckService } from './release-check.service';
import type { ReleaseReceipts } from './release-receipt';
import type { ReleaseWorkflow } from './release.workflow';

/** What the release resolvers use of the app's services: the module's own view of a GraphQL request. */
export type ReleaseContext = GraphQLContext<{
  release: ReleaseWorkflow;
  releaseCheck: ReleaseCheckService;
  releaseReceipts: ReleaseReceipts;
}>;
