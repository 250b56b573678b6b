import { defineConfig } from '@lingui/cli'

/**
 * Russian is the source language and the fallback (§1, §9); message ids are the Russian texts.
 * The server's texts (server/i18n) come from the same catalogs.
 */
export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines', '<rootDir>/server'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '<rootDir>/server/dist/**'],
    },
  ],
  format: 'po',
})
