// Moved to lib/ so every module's resolver uses the same validation; kept as a re-export for callers here.
export { parseInput } from '../../lib/parse-input';
