import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's unit and API tests in one run; each project keeps its own config. */
export default defineConfig({
  test: {
    projects: ['api', 'web', 'plugins/*'],
  },
});
