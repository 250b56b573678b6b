import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'
import { TEST_FORUM_START } from './tests/forum-dates'

/**
 * Two projects: `unit` (jsdom: machines, API client, screens) and `server`
 * (node: the reference server against PGlite, or PostgreSQL when DATABASE_URL is set).
 * Browser journeys are Playwright's (tests/browser), not Vitest's.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
            // Time limits for a busy machine, not speed checks: speed is measured by npm run bench.
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 90_000,
            // The demo forum on one fixed date, whatever today is (tests/forum-dates.ts).
            env: { DEMO_FORUM_START: TEST_FORUM_START },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
)
