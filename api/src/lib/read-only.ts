/**
 * The read-only session of the public demo workspace: what a refused write says (REST and GraphQL alike),
 * and the one GraphQL mutation it may run. The rule itself is identity/read-only.ts (REST and services)
 * and graphql/read-only.ts (mutations).
 */
export const DEMO_READ_ONLY_MESSAGE = 'This is a read-only demo: changes are not saved. Sign up to create your own workspace.';

/** Signing out (ending the demo) is the only mutation a read-only session may run. */
export const GRAPHQL_READ_ONLY_EXCEPTIONS: ReadonlySet<string> = new Set(['logout']);
