import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { inlineCompiledMessages } from './scripts/babel-inline-messages'
import { paintFirst } from './scripts/vite-paint-first'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

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
    paintFirst(),
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
    // render of a page (server/http/prerender.ts) is drawn with its final styles, and no screen
    // waits for its own CSS later.
    cssCodeSplit: false,
    // .vite/manifest.json: which chunks each route needs (scripts/vite-paint-first.ts turns it
    // into the preloads the server names in a page it renders). Never served (server/http/static.ts).
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
})
