// `npm run build [-- --outDir dir] [--emptyOutDir]`: the site for browsers into dist/ (or --outDir),
// then the server's bundle of the same pages into <outDir>/_ssr/ (server/http/prerender.ts
// renders each page's first screen with it). The server bundle carries its dependencies, so a
// build made anywhere (the benchmark builds into a temporary directory) runs as it is.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vite'

// The bundles are production ones whatever the caller's NODE_ENV (the browser tests start the
// server with NODE_ENV=test): that setting is the server's, not the site's.
process.env.NODE_ENV = 'production'

const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, emptyOutDir: { type: 'boolean', default: true } },
})
const outDir = resolve(values.outDir)

await build({ build: { outDir, emptyOutDir: values.emptyOutDir } })
await build({
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: resolve(outDir, '_ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    // vite.config.ts groups the browser's chunks and lets entries lose their exports: the server
    // bundle keeps rolldown's own splitting and its entry's `prerender` export.
    rolldownOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: true } },
  },
})
