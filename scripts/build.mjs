// `npm run build [-- --outDir dir] [--emptyOutDir] [--if-changed] [--quiet]`: the site for browsers into dist/ (or --outDir),
// then the server's bundle of the same pages into <outDir>/_ssr/ (server/pages/prerender.ts
// renders each page's first screen with it). The server bundle carries its dependencies, so a
// build made anywhere (the benchmark builds into a temporary directory) runs as it is.
// Last, the reference server itself into server/dist/main.mjs (whatever --outDir), which is what
// `npm start` and `npm run serve` run; `--server-only` builds just that (`npm run serve` does, ~0.1 s).
// `npm start` passes `--if-changed --quiet`: nothing is built when the inputs hash to the stamp the
// last build left (<outDir>/.vite/build-stamp, never served), and a build prints one line a step.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = new URL('../', import.meta.url).pathname
/** The server as one ES module, its packages imported from node_modules as they are. */
export const SERVER_BUNDLE = resolve(ROOT, 'server/dist/main.mjs')

const { values } = parseArgs({
  options: {
    outDir: { type: 'string', default: 'dist' },
    emptyOutDir: { type: 'boolean', default: true },
    'server-only': { type: 'boolean', default: false },
    'if-changed': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
})

/** What a build is made from: the sources, the catalogs, the static files and the build's own configuration. */
const INPUTS = ['src', 'kernel', 'machines', 'server', 'locales', 'public', 'scripts', 'index.html', 'vite.config.ts',
  'tsconfig.json', 'lingui.config.ts', 'tsr.config.json', 'package.json', 'package-lock.json']
/** Not inputs: what a build or a run writes inside those folders. */
const NOT_INPUTS = new Set(['server/dist', 'scripts/bench/results', 'src/routeTree.gen.ts'])

/** One hash of every input file's path and bytes (about 1,000 files: well under a second). */
function inputsHash() {
  const hash = createHash('sha256')
  const visit = (path) => {
    const rel = relative(ROOT, path)
    if (NOT_INPUTS.has(rel) || !existsSync(path)) return
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!name.startsWith('.') && name !== 'node_modules') visit(join(path, name))
      return
    }
    hash.update(`${rel}\0`).update(readFileSync(path)).update('\0')
  }
  for (const input of INPUTS) visit(resolve(ROOT, input))
  return hash.digest('hex')
}

const outDir = resolve(values.outDir)
const stampFile = join(outDir, '.vite', 'build-stamp')
const started = Date.now()
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const say = (line) => process.stdout.write(`${line}\n`)

const hash = values['if-changed'] && !values['server-only'] ? inputsHash() : null
if (hash && existsSync(SERVER_BUNDLE) && existsSync(join(outDir, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
  say(`Build is up to date (sources unchanged since the last build), ${seconds(started)}: starting the server.`)
  process.exit(0)
}

/**
 * --quiet: Vite's own lines (the chunk table, its plugins' banners) are kept back and shown only
 * when the step fails; a person sees one line a step. Warnings and errors (stderr) pass through.
 */
async function step(label, run) {
  const at = Date.now()
  if (!values.quiet) return run()
  say(`  ${label}…`)
  const write = process.stdout.write.bind(process.stdout)
  const held = []
  process.stdout.write = (chunk, ...rest) => {
    held.push(String(chunk))
    const done = rest.find((r) => typeof r === 'function')
    if (done) done()
    return true
  }
  try {
    await run()
  } catch (error) {
    process.stdout.write = write
    write(held.join(''))
    throw error
  } finally {
    process.stdout.write = write
  }
  say(`  ✓ ${label} (${seconds(at)})`)
}

/**
 * server/main.ts and what it imports from this repository in one file, with esbuild: the same
 * transform tsx applies at run time (tsx is esbuild), done once. Running it needs no loader, so a
 * server process carries neither tsx's hooks nor its transformed sources and source maps: ~45 MB
 * less resident memory per process (docs/benchmarks.md). process.env is left to run
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
  // Vite's note that the config imports files without extensions (a future loader's concern, not
  // this build's): not something a person starting the site needs to read.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
  const { build } = await import('vite')
  if (values.quiet) say(hash ? 'Building the site (the first start, or the sources changed; about a minute):' : 'Building the site:')

  await step('the pages and scripts for browsers', () => build({ ...(values.quiet ? { logLevel: 'warn' } : {}), build: { outDir, emptyOutDir: values.emptyOutDir } }))
  await step('the server-side rendering of first pages', () => build({
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
      rolldownOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: true }, checks: { pluginTimings: false } },
    },
  }))
}
await step('the server', buildServer)
if (!values['server-only']) {
  mkdirSync(dirname(stampFile), { recursive: true })
  writeFileSync(stampFile, hash ?? inputsHash())
  if (values.quiet) say(`Built in ${seconds(started)}.`)
}
