// How the journeys run the app, for the shared server (serve.mjs, playwright.config.ts's webServer) and a
// file's own (app-server.ts): the API bundle as `npm start` runs it, or the TypeScript sources when there is none.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, apiEnv, apiNodeArgs } from '../../scripts/api-build.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Node's arguments for the API: the bundle that run.mjs (and `npm start`) builds, else api/src/main.ts through tsx. */
export function appServerArgs() {
  return existsSync(API_BUNDLE) ? apiNodeArgs() : ['--import', 'tsx', join('api', 'src', 'main.ts')];
}

/**
 * The app's environment on `port` with the data in `dataDir`; `extra` (a file's own settings) last.
 * @param {{ port: number | string; dataDir: string; extra?: Record<string, string | undefined> }} options
 */
export function appServerEnv({ port, dataDir, extra = {} }) {
  return {
    // tsx applies a tsconfig only to the files it includes; the API's decorators need api/tsconfig.json.
    ...apiEnv(),
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Journeys sign up over the API and act at once; onboarding.e2e.ts turns the rule on for its own server.
    TWO_FACTOR_REQUIRED: 'false',
    ...extra,
  };
}
