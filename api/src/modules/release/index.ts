export { ReleaseResolver } from './release.resolver';
export { releaseRoutes } from './release.routes';
export { PublishingCalendarType, ReleaseCheckType, ReleaseTimingFindingType } from './release.types';
export { ReleaseWorkflow, type ReleaseWorkflowDeps } from './release.workflow';
export { ReleaseCheckService, type ReleaseCheck } from './release-check.service';
