// A CPU-only reference workload, timed at the start and the end of every `npm run bench`. This machine's
// speed moves by 2–4× from hour to hour (the same build's figures with it), so a run's figures are
// comparable with another's only when this time is similar; a quiet run is one where it is lowest.
import { createHash } from 'node:crypto';

/** Milliseconds for 300,000 chained SHA-256 digests and 5·10⁷ integer steps on one core: lower is faster. */
export function machineSpeedMs() {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 300_000; i++) digest = createHash('sha256').update(digest).digest();
  let x = 0;
  for (let i = 0; i < 5e7; i++) x = (x + i * 7) % 1_000_003;
  // Uses both results, so neither loop can be optimized away.
  if (digest.length + x < 0) throw new Error('unreachable');
  return Math.round(performance.now() - started);
}
