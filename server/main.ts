/**
 * The one process of the site: static files, content and account APIs, media. Run with `tsx server/main.ts`.
 * It binds the port first (a taken port fails in milliseconds, before the database is touched)
 * and answers 503 until the database is migrated and seeded.
 */
import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { type ForumApp, createApp } from './app'
import { loadJwtKey } from './auth/key'
import { ConfigError, type ServerConfig, devToolsOn, loadConfig } from './config'
import { seedDemoAccounts } from './demo/accounts'
import { seedDemoIfEmpty } from './demo/seed'
import { DbOpenError, openDatabase, redactUrl } from './db/open'
import { migrate } from './db/migrate'
import type { Db } from './db/types'

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)

function fail(message: string): never {
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

async function main() {
  let config: ServerConfig
  try {
    config = loadConfig(process.env, process.argv.slice(2))
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message)
    throw err
  }

  let app: ForumApp | null = null
  const starting = () =>
    new Response(JSON.stringify({ message: 'The server is starting, try again in a second' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
    })
  const server = createAdaptorServer({ fetch: (req, env) => (app ? app.fetch(req, env) : starting()) }) as Server

  try {
    await listen(server, config)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      fail(`port ${config.port} on ${config.host} is already in use. Stop the other process or choose another port: PORT=${config.port + 1}`)
    }
    if (code === 'EACCES') fail(`no permission to listen on port ${config.port}; choose a port above 1023`)
    fail(`cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`)
  }

  let jwtKey: Uint8Array
  try {
    jwtKey = loadJwtKey(config.account.jwtSecret, config.dataDir)
  } catch (err) {
    server.close()
    fail(`cannot read or create the token key: ${(err as Error).message}`)
  }

  let db: Db
  try {
    db = await openDatabase(config)
    await migrate(db)
    if (config.seedDemo && (await seedDemoIfEmpty(db)) === 'seeded') console.log('Filled the empty database with the demo content')
    if (config.seedDemo && (await seedDemoAccounts(db, devToolsOn(config))) === 'seeded') {
      console.log('Added the demo accounts (see server/README.md): visitor@horizon-forum.example, speaker@horizon-forum.example')
    }
  } catch (err) {
    server.close()
    if (err instanceof DbOpenError) fail(err.message)
    fail(`database setup failed: ${(err as Error).message}`)
  }

  app = createApp({ db, config, jwtKey })
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : `PGlite in ${config.dataDir}`
  const mail = config.account.smtpUrl ? 'mail: SMTP' : devToolsOn(config) ? `mail: ${config.publicUrl}/dev/mail` : 'mail: outbox table only (no SMTP_URL)'
  if (config.devToolsNote) console.log(config.devToolsNote)
  console.log(`Forum server listening on ${config.publicUrl} (${config.nodeEnv}; database: ${where}; ${mail}; ready in ${seconds()} s)`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) process.exit(1) // a second Ctrl+C: do not wait any longer
    stopping = true
    console.log(`${signal}: closing connections and the database`)
    server.close()
    server.closeIdleConnections()
    const force = setTimeout(() => server.closeAllConnections(), 5000)
    force.unref()
    try {
      await db.close()
    } catch (err) {
      console.error('Closing the database failed:', err)
      process.exit(1)
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((err: unknown) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)))
