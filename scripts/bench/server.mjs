// Starting and stopping the real reference server (`node server/dist/main.mjs`, as `npm start` runs it) for the benchmark.
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'
import { readFileSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = new URL('../../', import.meta.url).pathname

const running = new Set()

/**
 * What `npm start` and `npm run serve` run (package.json): the server bundled by scripts/build.mjs
 * from the current sources (built once per benchmark process), with serve's node flags read from
 * package.json. To compare: BENCH_NODE_FLAGS replaces those flags (space-separated), and
 * BENCH_SERVER=tsx runs `--import tsx server/main.ts` as tests and `npm run dev` do.
 */
let serverArgs = null
function serverCommand() {
  if (serverArgs) return serverArgs
  const serve = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).scripts.serve
  const flags = process.env.BENCH_NODE_FLAGS ?? /\bnode ((?:--\S+ )*)server\/dist\/main\.mjs/.exec(serve)?.[1]
  if (flags === undefined) throw new Error(`package.json: no "node [flags] server/dist/main.mjs" in the serve script: ${serve}`)
  const node = flags.split(' ').filter(Boolean)
  if (process.env.BENCH_SERVER === 'tsx') return (serverArgs = [...node, '--import', 'tsx', 'server/main.ts'])
  execFileSync(process.execPath, ['scripts/build.mjs', '--server-only'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  return (serverArgs = [...node, 'server/dist/main.mjs'])
}

/** A port nobody listens on right now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Spawns the server on 127.0.0.1:port with its own DATA_DIR and DIST_DIR and waits for the first
 * 200 of /api/health (503 until the database is ready). Returns the handle and the start time in ms.
 * NODE_ENV is development with DEV_TOOLS=1, as for `npm start`: otherwise there is no demo visitor account.
 */
export async function startServer({ port, dataDir, distDir, env = {}, timeoutMs = 90_000 }) {
  const spawnedAt = performance.now()
  // As `npm start` runs it: one node process (no relay process).
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', DEV_TOOLS: '1', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const handle = { child, port, base: `http://127.0.0.1:${port}`, log: '' }
  running.add(handle)
  const keep = (chunk) => {
    handle.log = (handle.log + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  handle.exited = exited

  const deadline = spawnedAt + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${handle.log}`)
    try {
      const res = await fetch(`${handle.base}/api/health`, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      if (res.status === 200) return { handle, startMs: performance.now() - spawnedAt }
    } catch {
      // not listening yet
    }
    await sleep(20)
  }
  await stopServer(handle)
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${handle.log}`)
}

/** SIGTERM (the server closes its database), SIGKILL after 10 s. */
export async function stopServer(handle) {
  if (!running.has(handle)) return
  running.delete(handle)
  if (handle.child.exitCode !== null || handle.child.signalCode !== null) return
  handle.child.kill('SIGTERM')
  const timer = setTimeout(() => killTree(handle.child.pid), 10_000)
  await handle.exited
  clearTimeout(timer)
}

/** For an emergency exit: every server this process started, by pid. */
export function killAllStartedSync() {
  for (const handle of running) killTree(handle.child.pid)
  running.clear()
}

function killTree(pid) {
  for (const p of [...descendants(pid), pid]) {
    try {
      process.kill(p, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

function childrenOf(pid) {
  const out = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // the command name may hold spaces: the ppid is the 2nd field after the closing parenthesis
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) out.push(Number(name))
    } catch {
      // the process ended while we looked
    }
  }
  return out
}

function descendants(pid) {
  const out = []
  for (const c of childrenOf(pid)) out.push(c, ...descendants(c))
  return out
}

/** The node process that runs the server: the spawned one (no relay). */
export function serverPid(handle) {
  return handle.child.pid
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

function statusKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
  return m ? Number(m[1]) : null
}

/** Memory of the server process: resident now and its peak. */
export function serverMemory(handle) {
  const pid = serverPid(handle)
  return { pid, rssMB: statusKb(pid, 'VmRSS') / 1024, peakRssMB: statusKb(pid, 'VmHWM') / 1024, relayRssMB: null }
}

/**
 * The release's dist/, built once and served by every process: `--skip-build` on the command line
 * takes ./dist as it is, otherwise a production build into `work`/dist (`log` says so first).
 */
export async function builtSite(work, log) {
  if (process.argv.includes('--skip-build')) return join(ROOT, 'dist')
  const out = join(work, 'dist')
  log('npm run build (into a temporary directory)')
  await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--', '--outDir', out, '--emptyOutDir'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (c) => (text += c))
    child.stderr.on('data', (c) => (text += c))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited ${code}:\n${text.slice(-2000)}`))))
  })
  return out
}
