import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_MODULES } from './src/app/route-modules';

/**
 * A few large chunks instead of dozens of small ones, so a phone fetches a screen in a handful of
 * requests (each request is a round trip on a slow connection, and a browser opens at most six at once).
 *
 * Four tiers, named by the pages that start them: `landing` (`/`), `login` (sign-in and password reset),
 * `signup` and `app` (the signed-in shell and the dashboard). Every module a tier's screens import
 * statically goes into one chunk per set of tiers that need it (`login`, `login-signup`,
 * `login-signup-app`…), and everything `src/main.tsx` imports into `boot`: a page loads only code its
 * tier runs (bar a few tiny shared pieces, mergeTinyChunks) and never another tier's screens. Modules
 * only other screens use are split as Rolldown chooses (their scripts are preloaded with them:
 * vite.config.ts).
 */
const TIERS: Record<string, string[]> = {
  landing: ['/'],
  login: ['/login', '/forgot-password', '/reset-password'],
  signup: ['/signup'],
  app: ['/dashboard'],
};

const src = path.resolve(import.meta.dirname, 'src');
const moduleFile = (module: string) => path.join(src, 'app', `${module}.tsx`);

interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** Every module `roots` import statically, themselves included (dynamic imports are other chunks). */
function staticClosure(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Source size under which a tier set's chunk is not worth its own request. */
const TINY_CHUNK_CHARS = 10_000;

/**
 * A tier set whose modules add up to a few hundred bytes over the wire joins `boot` or the chunk every tier
 * loads (a request costs a round trip; those bytes are nothing), when its modules import only from that
 * chunk, `boot` and each other: then nothing else moves with them.
 */
function mergeTinyChunks(graph: Graph, groupOf: Map<string, string>, everyTier: string): void {
  const members = new Map<string, string[]>();
  for (const [id, name] of groupOf) if (name !== 'boot') members.set(name, [...(members.get(name) ?? []), id]);
  for (const [name, ids] of members) {
    if (name === everyTier) continue;
    const size = ids.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
    if (size >= TINY_CHUNK_CHARS) continue;
    const imports = ids.flatMap((id) => graph.getModuleInfo(id)?.importedIds ?? []).map((dep) => groupOf.get(dep));
    const into = ['boot', everyTier].find((target) => imports.every((group) => [name, 'boot', target, undefined].includes(group)));
    if (into) for (const id of ids) groupOf.set(id, into);
  }
}

/**
 * The plugin reads the module graph once it is complete (buildEnd); `codeSplitting` is the output option
 * that puts each module in its tier's chunk. Groups of more tiers come first (higher priority): a module's
 * imports are needed by at least the tiers that need it, so they are never pulled into a narrower chunk.
 */
export function tierChunks(): { plugin: Plugin; codeSplitting: Rolldown.CodeSplittingOptions } {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'issuerwire-tier-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const boot = staticClosure(this, [path.join(src, 'main.tsx')]);
      const tiers = new Map<string, string[]>();
      for (const [tier, pages] of Object.entries(TIERS)) {
        const roots = [...new Set(pages.flatMap((page) => ROUTE_MODULES[page]))].map(moduleFile);
        for (const root of roots) if (!ids.includes(root)) throw new Error(`vite.chunks.ts: ${root} is not in the build`);
        for (const id of staticClosure(this, roots)) if (!boot.has(id)) tiers.set(id, [...(tiers.get(id) ?? []), tier]);
      }
      groupOf.clear();
      for (const id of boot) groupOf.set(id, 'boot');
      for (const [id, names] of tiers) groupOf.set(id, names.join('-'));
      mergeTinyChunks(this, groupOf, Object.keys(TIERS).join('-'));
    },
  };
  const names = Object.keys(TIERS);
  // Every non-empty set of tiers, in TIERS order: 'landing', 'login', 'landing-login', ...
  const sets = Array.from({ length: 2 ** names.length - 1 }, (_, bits) => names.filter((_, i) => (bits + 1) & (1 << i)));
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'boot', test: (id: string) => groupOf.get(id) === 'boot', priority: names.length + 1 },
    ...sets.map((set) => ({ name: set.join('-'), test: (id: string) => groupOf.get(id) === set.join('-'), priority: set.length })),
  ];
  return { plugin, codeSplitting: { groups } };
}
