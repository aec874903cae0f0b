export { AuditEntry } from './audit-entry.entity';
export { AUDIT_ACTIONS, AuditService, contentHash, type AuditAction, type AuditRecord, type AuditView } from './audit.service';
