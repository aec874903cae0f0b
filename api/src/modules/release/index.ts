import { defineModule } from '../../lib/module';
import { ReleaseResolver } from './release.resolver';
import { releaseRoutes } from './release.routes';
export { ReleaseWorkflow } from './release.workflow';
export { ReleaseCheckService } from './release-check.service';
export { ReleaseReceipts } from './release-receipt';

/** The release module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const releaseModule = defineModule({ name: 'release', resolvers: [ReleaseResolver], routes: [{ plugin: releaseRoutes }] });
