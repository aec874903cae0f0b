export * from './audit-entry.entity';
export * from './audit.service';
