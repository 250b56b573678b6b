// `npm run build [-- --outDir dir] [--emptyOutDir]`: the site for browsers into dist/ (or --outDir),
// then the server's bundle of the same pages into <outDir>/_ssr/ (server/pages/prerender.ts
// renders each page's first screen with it). The server bundle carries its dependencies, so a
// build made anywhere (the benchmark builds into a temporary directory) runs as it is.
// Last, the reference server itself into server/dist/main.mjs (whatever --outDir), which is what
// `npm start` and `npm run serve` run; `--server-only` builds just that (`npm run serve` does, ~0.1 s).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = new URL('../', import.meta.url).pathname
/** The server as one ES module, its packages imported from node_modules as they are. */
export const SERVER_BUNDLE = resolve(ROOT, 'server/dist/main.mjs')

const { values } = parseArgs({
  options: {
    outDir: { type: 'string', default: 'dist' },
    emptyOutDir: { type: 'boolean', default: true },
    'server-only': { type: 'boolean', default: false },
  },
})

/**
 * server/main.ts and what it imports from this repository in one file, with esbuild: the same
 * transform tsx applies at run time (tsx is esbuild), done once. Running it needs no loader, so a
 * server process carries neither tsx's hooks nor its transformed sources and source maps: ~45 MB
 * less resident memory per process (issue 10.6, docs/benchmarks.md). process.env is left to run
 * time (no `define`). Written to a temporary name and renamed: processes starting at the same
 * moment (`npm run serve` each) never import a half-written file.
 */
async function buildServer() {
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  })
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true })
  // The map first: the bundle names it.
  const isMap = (file) => Number(file.path.endsWith('.map'))
  for (const file of [...result.outputFiles].sort((a, b) => isMap(b) - isMap(a))) {
    const temporary = `${file.path}.${process.pid}.tmp`
    writeFileSync(temporary, file.contents)
    renameSync(temporary, file.path)
  }
}

if (!values['server-only']) {
  // The bundles are production ones whatever the caller's NODE_ENV (the browser tests start the
  // server with NODE_ENV=test): that setting is the server's, not the site's.
  process.env.NODE_ENV = 'production'
  const { build } = await import('vite')
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
}
await buildServer()
