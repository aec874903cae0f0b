import { defineModule } from '../../lib/module';
import { ReleaseDelay } from './release-delay.entity';
import { registerReleaseJobs } from './release.jobs';
import { ReleaseResolver } from './release.resolver';
import { releaseRoutes } from './release.routes';
export { ReleaseWorkflow } from './release.workflow';
export { ReleaseCheckService } from './release-check.service';
export { ReleaseReceipts } from './release-receipt';
export { ReleaseDelays } from './release-delays';
export { ReleaseDelay } from './release-delay.entity';
export { registerReleaseJobs } from './release.jobs';

/** The release module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const releaseModule = defineModule({
  name: 'release',
  entities: [ReleaseDelay],
  resolvers: [ReleaseResolver],
  routes: [{ plugin: releaseRoutes }],
  jobs: registerReleaseJobs,
});
