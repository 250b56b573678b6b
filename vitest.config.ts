import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

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
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
)
