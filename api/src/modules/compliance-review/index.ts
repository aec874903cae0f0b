export * from './compliance-dismissal.entity';
export * from './compliance-review.resolver';
export * from './compliance-review.routes';
export * from './compliance-review.service';
export * from './compliance-review.views';
export * from './model-review.entity';
export * from './second-opinion';
