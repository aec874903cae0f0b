import { defineModule, type SharedDeps } from '../../core/module';
import { AuditService } from './audit.service';
import { AuditEntry } from './audit-entry.entity';
export { AuditService, type AuditAction, type AuditView } from './audit.service';
export { AuditEntry } from './audit-entry.entity';

/** The audit module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const auditModule = defineModule({
  name: 'audit',
  services: { audit: (c: Pick<SharedDeps, 'clock'>) => new AuditService(c.clock) },
  entities: [AuditEntry],
});
