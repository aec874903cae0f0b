import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_MODULES } from './src/app/route-modules';

/**
 * A few large chunks instead of dozens of small ones, so a phone fetches a screen in a handful of
 * requests (each request is a round trip on a slow connection, and a browser opens at most six at once).
 *
 * Three tiers, named by the pages that start them: `landing` (`/`), `auth` (the sign-in and sign-up
 * screens) and `app` (the signed-in shell and the dashboard). Every module a tier's screens import
 * statically goes into one chunk per set of tiers that need it (`auth`, `auth-app`, `landing-auth-app`…),
 * and everything `src/main.tsx` imports into `boot`: a page loads exactly the code of its tier, in at most
 * five scripts, and never another tier's code. Modules only other screens use are split as Rolldown
 * chooses (those screens' scripts are preloaded with them: vite.config.ts).
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
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
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
    },
  };
  const names = Object.keys(TIERS);
  // Every non-empty set of tiers, in TIERS order: 'landing', 'auth', 'landing-auth', ...
  const sets = Array.from({ length: 2 ** names.length - 1 }, (_, bits) => names.filter((_, i) => (bits + 1) & (1 << i)));
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'boot', test: (id: string) => groupOf.get(id) === 'boot', priority: names.length + 1 },
    ...sets.map((set) => ({ name: set.join('-'), test: (id: string) => groupOf.get(id) === set.join('-'), priority: set.length })),
  ];
  return { plugin, codeSplitting: { groups } };
}
