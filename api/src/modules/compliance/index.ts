export * from './compliance.disclosures';
export * from './compliance.engine';
export * from './compliance.enums';
export * from './compliance.resolver';
export * from './compliance.routes';
export * from './compliance.service';
export * from './content-generator.service';
export * from './compliance.finding-key';
