export * from './market.resolver';
export * from './market.routes';
export * from './market.schemas';
export * from './market.service';
export * from './stock-data.entity';
