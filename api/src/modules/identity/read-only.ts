import { ForbiddenError } from '../../lib/errors';
import { DEMO_READ_ONLY_MESSAGE } from '../../lib/read-only';
import type { Viewer } from './viewer';

export class DemoReadOnlyError extends ForbiddenError {
  constructor() {
    super(DEMO_READ_ONLY_MESSAGE, 'demo_read_only');
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only REST writes a demo session may make: ending it, or starting a fresh demo (which ends it). */
const REST_EXCEPTIONS = new Set(['/api/auth/logout', '/api/demo/session']);

/**
 * The request-level rule for a read-only (demo) session's REST calls: a non-read method is refused,
 * except the exceptions above. GraphQL is checked per operation (graphql/read-only.ts), not here.
 */
export function refusesRestWrite(viewer: Viewer | null, method: string, url: string): boolean {
  if (!viewer?.readOnly || READS.has(method) || !url.startsWith('/api/')) return false;
  const path = url.split('?')[0].replace(/\/+$/, '');
  return !REST_EXCEPTIONS.has(path);
}

/** Services' own check (identity/access.ts): a read-only session changes nothing, whatever the route. */
export function assertWritable(viewer: Viewer): void {
  if (viewer.readOnly) throw new DemoReadOnlyError();
}
