export * from './approval-request.entity';
export * from './approvals.resolver';
export * from './approvals.routes';
export * from './approvals.service';
