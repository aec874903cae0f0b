import { ForbiddenError } from '../../lib/errors';
import type { Viewer } from './viewer';

/** What every refused write of the public demo says, over REST and GraphQL alike. */
export const DEMO_READ_ONLY_MESSAGE = 'This is a read-only demo: changes are not saved. Sign up to create your own workspace.';

export class DemoReadOnlyError extends ForbiddenError {
  constructor() {
    super(DEMO_READ_ONLY_MESSAGE, 'DEMO_READ_ONLY');
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only REST writes a demo session may make: ending it, or starting a fresh demo (which ends it). */
const REST_EXCEPTIONS = new Set(['/api/auth/logout', '/api/demo/session']);
/** The only GraphQL mutation a demo session may run: signing out. */
export const GRAPHQL_READ_ONLY_EXCEPTIONS: ReadonlySet<string> = new Set(['logout']);

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
