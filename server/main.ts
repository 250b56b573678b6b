/**
 * The server's entry point: `npm start` and `npm run serve` run it bundled by scripts/build.mjs
 * (`node server/dist/main.mjs`), tests and `npm run dev` with tsx. One process (worker.ts), or
 * with WORKERS=N and DATABASE_URL a node:cluster primary (primary.ts) whose workers run the same
 * file again. Bad configuration is one line on stderr and exit code 1.
 */
import cluster from 'node:cluster'
import { ConfigError, type ServerConfig, loadConfig } from './config'
import { DbOpenError, openDatabase } from './db/open'
import { runPrimary } from './primary'
import { fail, runServer } from './worker'

async function main() {
  let config: ServerConfig
  try {
    config = loadConfig(process.env, process.argv.slice(2))
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message)
    throw err
  }
  if (config.workers !== null && cluster.isPrimary) {
    // One line for an unreachable database, not one per worker.
    try {
      await (await openDatabase(config)).close()
    } catch (err) {
      fail(err instanceof DbOpenError ? err.message : `database check failed: ${(err as Error).message}`)
    }
    runPrimary(config.workers)
  } else await runServer(config)
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)))
