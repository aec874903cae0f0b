import { defineModule } from '../../lib/module';
import { ReleaseResolver } from './release.resolver';
import { releaseRoutes } from './release.routes';
export { ReleaseResolver } from './release.resolver';
export { releaseRoutes } from './release.routes';
export { PublishingCalendarType, ReleaseCheckType, ReleaseTimingFindingType } from './release.types';
export { ReleaseWorkflow, type ReleaseWorkflowDeps } from './release.workflow';
export { ReleaseCheckService, type ReleaseCheck } from './release-check.service';

/** The release module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const releaseModule = defineModule({ name: 'release', resolvers: [ReleaseResolver], routes: [{ plugin: releaseRoutes }] });
