export * from './invitation.entity';
export * from './team.errors';
export * from './team.resolver';
export * from './team.routes';
export * from './team.service';
