import { defineConfig } from '@lingui/cli'

/** Russian is the source language and the fallback (§1, §9); message ids are the Russian texts. */
export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
  format: 'po',
})
