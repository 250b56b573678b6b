/**
 * WORKERS=N (DATABASE_URL only): this process runs no server itself; it starts N worker
 * processes with node:cluster, which share the port (the primary hands out connections) and one
 * PostgreSQL. A worker that dies is replaced (with a growing pause if replacements keep dying
 * before they are ready). If a worker of the first start dies before it is ready (a bad
 * database, a taken port), it has printed its one line: the primary stops the others and exits 1.
 * SIGTERM or SIGINT: every worker gets SIGTERM, finishes its requests, and the primary exits 0
 * when all are gone; a second signal ends them at once.
 */
import cluster, { type Worker } from 'node:cluster'

const MAX_PAUSE_MS = 30_000

export function runPrimary(workers: number): void {
  const ready = new Set<number>()
  let everReady = false
  let stopping = false
  let exitCode = 0
  let pauseMs = 500

  const fork = () => {
    const worker = cluster.fork()
    worker.on('message', (message: unknown) => {
      if ((message as { ready?: boolean } | null)?.ready !== true) return
      ready.add(worker.id)
      pauseMs = 500
      if (!everReady && ready.size === workers) console.log(`All ${workers} workers ready (pid ${process.pid} is the primary)`)
      if (ready.size === workers) everReady = true
    })
  }

  const allGone = () => Object.keys(cluster.workers ?? {}).length === 0

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const wasReady = ready.delete(worker.id)
    if (stopping) {
      if (allGone()) process.exit(exitCode)
      return
    }
    if (!everReady && !wasReady) {
      // Its own line on stderr said why; the others would fail the same way.
      stopping = true
      exitCode = 1
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      if (allGone()) process.exit(exitCode)
      return
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) ended (${how}); starting another in ${pauseMs / 1000} s`)
    setTimeout(() => stopping || fork(), pauseMs)
    pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS)
  })

  const stop = (signal: string) => {
    if (stopping) {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }
    stopping = true
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers after their requests`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    if (allGone()) process.exit(0)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  console.log(`Starting ${workers} worker processes (WORKERS)`)
  for (let i = 0; i < workers; i++) fork()
}
