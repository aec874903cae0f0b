export * from './release.resolver';
export * from './release.routes';
export * from './release.types';
export * from './release.workflow';
export * from './release-check.service';
export * from './release-receipt';
