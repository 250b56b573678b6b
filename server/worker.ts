/**
 * One server process: static files, content and account APIs, media. Alone (`npm run serve`) or
 * as one of WORKERS under node:cluster (primary.ts). It binds the port first (a taken port fails
 * in milliseconds, before the database is touched) and answers 503 until the database is
 * migrated and seeded. On SIGTERM it stops accepting, lets the requests under way finish, waits
 * for its background work (mail), then closes the database.
 */
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { type ForumApp, createApp } from './app'
import { loadJwtKey } from './auth/key'
import { type ServerConfig, devToolsOn } from './config'
import { seedDemoAccounts } from './demo/accounts'
import { seedDemoIfEmpty } from './demo/seed'
import { migrate, underStartupLock } from './db/migrate'
import { DbOpenError, openDatabase, redactUrl } from './db/open'
import type { Db } from './db/types'
import { importUserpicDir } from './media/userpics'
import { writeHandover } from './desk/cli-handover'

/** Requests still running this long after SIGTERM are cut. */
const DRAIN_MS = 10_000
/** After SIGTERM the listener closes once no connection has come for this long. */
const QUIET_MS = 300
/**
 * How long an idle keep-alive connection stays open: longer than whatever reuses it (nginx's
 * upstream keepalive_timeout is 60 s by default, as are common load balancers'). With Node's 5 s
 * a proxy or client that reuses a connection the server has just closed gets a reset: a 502 on a
 * POST nginx may not retry, an ECONNRESET in a test's request.
 */
const KEEP_ALIVE_MS = 65_000

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)

/** This process's own address, for commands run on this machine. */
function localUrl(config: ServerConfig): string {
  const host = ['0.0.0.0', '::', 'localhost', ''].includes(config.host) ? '127.0.0.1' : config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`
}

export function fail(message: string): never {
  console.error(`Cannot start the server: ${message}`)
  process.exit(1)
}

function listen(server: Server, config: ServerConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function listenFailure(err: unknown, config: ServerConfig): string {
  const code = (err as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') {
    return `port ${config.port} on ${config.host} is already in use. Stop the other process or choose another port: PORT=${config.port + 1}`
  }
  if (code === 'EACCES') return `no permission to listen on port ${config.port}; choose a port above 1023`
  return `cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`
}

/**
 * Migrations, the demo and the key: each step safe when several processes start at once on one
 * PostgreSQL (the seeding runs under the start-up lock, so the second process finds the demo there).
 */
async function prepare(db: Db, config: ServerConfig): Promise<Uint8Array> {
  await migrate(db)
  if (config.seedDemo && (await underStartupLock(db, (tx) => seedDemoIfEmpty(tx))) === 'seeded') {
    console.log('Filled the empty database with the demo content')
  }
  // Without the development tools, demo accounts a data directory got from `npm start` are disabled, whatever SEED_DEMO says.
  const demo = config.seedDemo || !devToolsOn(config) ? await underStartupLock(db, (tx) => seedDemoAccounts(tx, devToolsOn(config))) : 'off'
  if (demo === 'seeded') console.log('Added the demo accounts (see server/README.md): visitor@horizon-forum.example, speaker@horizon-forum.example')
  if (demo === 'disabled') console.log('Disabled the demo accounts (no development tools): their published passwords no longer log in')
  const copied = await importUserpicDir(db, config.dataDir)
  if (copied > 0) console.log(`Moved ${copied} userpics from ${config.dataDir}/uploads/userpics into the database`)
  return loadJwtKey(db, config.account.jwtSecret, config.dataDir)
}

/**
 * Lets the requests under way finish, then closes. The listener stays open until no connection
 * has come for QUIET_MS (at most DRAIN_MS / 2): connections the cluster primary (or the kernel)
 * accepted before the signal are still being handed over, and closing first would reset them.
 * Idle keep-alive connections are closed as they go idle; whatever runs past DRAIN_MS is cut.
 */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const begun = Date.now()
    let lastConnection = begun
    let closing = false
    const seen = () => (lastConnection = Date.now())
    server.on('connection', seen)
    const tick = setInterval(() => {
      server.closeIdleConnections()
      const now = Date.now()
      if (closing || (now - lastConnection < QUIET_MS && now - begun < DRAIN_MS / 2)) return
      closing = true
      server.off('connection', seen)
      server.close(() => {
        clearInterval(tick)
        clearTimeout(force)
        resolve()
      })
    }, 50)
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
  })
}

export async function runServer(config: ServerConfig): Promise<void> {
  let app: ForumApp | null = null
  let stopping = false
  const unavailable = (message: string) =>
    new Response(JSON.stringify({ message }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '1', Connection: 'close' },
    })
  const server = createAdaptorServer({
    fetch: (req, env) => (app ? app.fetch(req, env) : unavailable(stopping ? 'The server is stopping' : 'The server is starting, try again in a second')),
  }) as Server
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000

  try {
    await listen(server, config)
  } catch (err) {
    fail(listenFailure(err, config))
  }

  let db: Db
  let jwtKey: Uint8Array
  try {
    db = await openDatabase(config)
    jwtKey = await prepare(db, config)
  } catch (err) {
    server.close()
    if (err instanceof DbOpenError) fail(err.message)
    fail(`database setup failed: ${(err as Error).message}`)
  }

  // With PGlite this process holds the data directory: `npm run staff` hands its command here.
  const handover = config.databaseUrl ? null : writeHandover(config.dataDir, localUrl(config))
  const ready = createApp({ db, config, jwtKey, cliKey: handover?.key ?? null })
  app = ready
  ready.start()
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : `PGlite in ${config.dataDir}`
  const mail = config.account.smtpUrl ? 'mail: SMTP' : devToolsOn(config) ? `mail: ${config.publicUrl}/dev/mail` : 'mail: outbox table only (no SMTP_URL)'
  const who = cluster.isWorker ? `worker ${cluster.worker?.id} (pid ${process.pid}) ` : ''
  if (config.devToolsNote && !cluster.isWorker) console.log(config.devToolsNote)
  console.log(`Forum server ${who}listening on ${config.publicUrl} (${config.nodeEnv}; database: ${where}; ${mail}; ready in ${seconds()} s)`)
  if (cluster.isWorker) process.send?.({ ready: true })

  const stop = async (signal: string) => {
    if (stopping) process.exit(1) // a second Ctrl+C: do not wait any longer
    stopping = true
    console.log(`${who}${signal}: finishing the requests under way, then closing the database`)
    try {
      // Open live streams never end by themselves: closed first, their browsers reconnect to
      // another process with Last-Event-ID and miss nothing.
      await ready.live.close()
      await drain(server)
      await ready.close()
      handover?.remove()
      await db.close()
    } catch (err) {
      console.error(`Stopping failed: ${(err as Error).message}`)
      process.exit(1)
    }
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  // Under cluster the primary passes Ctrl+C on as SIGTERM: the worker ignores the terminal's SIGINT, which reaches it too.
  process.on('SIGINT', () => (cluster.isWorker ? undefined : void stop('SIGINT')))
  if (cluster.isWorker) cluster.worker?.on('disconnect', () => void (stopping || stop('primary gone')))
}
