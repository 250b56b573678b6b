import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { inlineCompiledMessages } from './scripts/babel-inline-messages'
import { hyphenateCatalogs } from './scripts/hyphenate-messages'
import { paintFirst } from './scripts/vite-paint-first'
import { skipApiReference } from './scripts/pwa-precache-filter'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

/**
 * The shared components (content, states) and helpers (src/lib) screens use: one chunk rather
 * than a file each (most are under 1 kB). The sanitizer (DOMPurify, loaded lazily) and the
 * account forms' pieces stay out. The favorites hook and its rules (0.6 kB brotli) are in it too:
 * as a file of their own they made the grids and the session page 8 files, with none left for the
 * auth machine's chunk, which a logged-in person loads once the page is ready (src/session/auth-ref.ts).
 */
const SHARED_BY_SCREENS = (id: string) =>
  (/[\\/]src[\\/](components[\\/](content|states)|lib)[\\/][^?]*\.tsx?$/.test(id) && !/[\\/](sanitize|ConsentText)\.tsx?$/.test(id)) ||
  /[\\/](use-favorites|favorites\.rules)\.ts$/.test(id)

/**
 * Fewer script files on a first load (docs/benchmarks.md, figure 8), without a route loading a
 * large piece it does not use: everything the entry imports is one chunk (with the runtime, two
 * files, where there were eleven); the small pieces most screens share are one more. Each
 * screen keeps its own chunk.
 */
const firstLoadGroups = [
  { name: 'index', tags: ['$initial' as const], priority: 3 },
  { name: 'screens', test: SHARED_BY_SCREENS, priority: 2 },
  // XState with the auth machine: one file, asked for only when a session needs it (src/session/auth-ref.ts).
  { name: 'session', test: /[\\/](node_modules[\\/]xstate[\\/]|machines[\\/](auth\.machine|errors)\.ts$|src[\\/]session[\\/]auth-actor\.ts$)/, priority: 1 },
]

export default defineConfig({
  plugins: [
    // File-based routes in src/routes; every screen becomes its own lazily loaded chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    // plugin-react 5.x: 6.x silently drops the babel option and the Lingui macros break.
    // The Russian source texts stay in the code, compiled (scripts/babel-inline-messages.ts):
    // Russian needs no catalog, and each chunk carries only its own texts.
    react({
      babel: {
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], inlineCompiledMessages],
      },
    }),
    lingui(),
    // Soft hyphens in the English catalog's long words, as in the Russian texts (scripts/hyphenate-messages.ts).
    hyphenateCatalogs(),
    paintFirst(),
    // The offline worker: src/pwa/sw.ts built into /sw.js with the build's files
    // listed for its precache. Ours to register (src/pwa/offline-copy.ts) and no generated manifest
    // (the server writes one per language with the event's name: server/pages/web-manifest.ts).
    // The server's bundle has none.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The ticket's PDF code and font (1.9 MB) load on a click only: kept once used (ASSETS_CACHE).
        globPatterns: ['index.html', 'boot.js', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
        globIgnores: ['**/ticket-pdf-*.js'],
        // Nor the API reference's Scalar (/developers only): scripts/pwa-precache-filter.ts.
        manifestTransforms: [skipApiReference('dist')],
        // A classic script in one file, built without the deprecated inlineDynamicImports the 'es' build sets.
        rollupFormat: 'iife',
        // The worker's own small build logs warnings only (it otherwise prints its progress and file table).
        buildPlugins: { vite: [{ name: 'quiet-worker-build', config: () => ({ logLevel: 'warn' }) }] },
      },
    }),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/acms': apiTarget,
      '/media': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site (~8 kB gzip), loaded with the page: the server's first
    // render of a page (server/pages/prerender.ts) is drawn with its final styles, and no screen
    // waits for its own CSS later.
    cssCodeSplit: false,
    // .vite/manifest.json: which chunks each route needs (scripts/vite-paint-first.ts turns it
    // into the preloads the server names in a page it renders). Never served (server/pages/static.ts).
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    // The ticket's PDF code (about 1.1 MB: pdf-lib and a font) is its own chunk, loaded on a click only.
    chunkSizeWarningLimit: 1200,
    // For the browser's chunks: the server bundle's build (scripts/build.mjs) sets both back.
    // No plugin-timing report in the build's log (checks.pluginTimings): a person starting the site does not act on it.
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: { groups: firstLoadGroups } }, checks: { pluginTimings: false } },
  },
})
