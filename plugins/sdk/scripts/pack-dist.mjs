// `npm pack` needs dist/ in the package folder, but packing must leave an IssuerWire checkout as it was:
// `prepack` (pre) moves a dist/ built earlier aside and builds a fresh one; `postpack` (post) removes it and
// puts the earlier one back (or none, as before). A pack interrupted in between is put right by the next one.
import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..');
const dist = path.join(dir, 'dist');
const kept = path.join(dir, '.dist-before-pack');

function restore() {
  rmSync(dist, { recursive: true, force: true });
  if (existsSync(kept)) renameSync(kept, dist);
}

if (process.argv[2] === 'post') restore();
else {
  if (existsSync(kept)) restore(); // a pack stopped before its postpack
  if (existsSync(dist)) renameSync(dist, kept);
  try {
    const tsc = createRequire(path.join(dir, 'package.json')).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
  } catch (error) {
    restore();
    throw error;
  }
}
