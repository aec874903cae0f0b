export * from './api-token.entity';
export * from './tokens.resolver';
export * from './tokens.routes';
export * from './tokens.service';
