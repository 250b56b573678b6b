#!/usr/bin/env node
// The deployment of docs/deploy.md, tested: nginx (Debian's package) in front of two server
// processes on one PostgreSQL (DATABASE_URL; .ci/run gives its own), real HTTP on loopback only.
// Run: DATABASE_URL=postgres://… node --import tsx scripts/deploy-test.mjs [--skip-build]
// (builds the site into a temporary directory first; --skip-build serves ./dist as it is).
// Creates a database of its own on that server (the role needs CREATEDB), drops it at the end.
// Prints one line per check and "deploy: N passed, N failed"; exit 1 when one fails.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startNginx } from './bench/nginx.mjs'
import { builtSite, freePort, killAllStartedSync, startServer, stopServer } from './bench/server.mjs'
import { checks } from './deploy/checks.mjs'
import { withDatabase } from './deploy/database.mjs'

const DEADLINE_MS = 5 * 60_000
const TOKEN_TTL_S = 12
const url = process.env.DATABASE_URL
if (!url) {
  console.error('deploy-test: DATABASE_URL is required (a PostgreSQL server whose role may create databases)')
  process.exit(2)
}

const work = mkdtempSync(join(tmpdir(), 'forum-deploy-'))
let nginx = null
const cleanup = async () => {
  await nginx?.stop().catch(() => {})
  killAllStartedSync()
  rmSync(work, { recursive: true, force: true })
}
const timer = setTimeout(() => {
  console.error(`deploy-test: still running after ${DEADLINE_MS / 60_000} min, stopping`)
  void cleanup().then(() => process.exit(1))
}, DEADLINE_MS)
timer.unref()
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().then(() => process.exit(130)))

const results = []
const log = (msg) => console.log(`deploy: ${msg}`)

async function main() {
  await withDatabase(url, async (dbUrl, admin) => {
    const distDir = await builtSite(work, log)
    const nginxPort = await freePort()
    const ports = [await freePort(), await freePort()]
    const publicUrl = `http://127.0.0.1:${nginxPort}`
    const env = {
      NODE_ENV: 'production',
      DEV_TOOLS: '0',
      DATABASE_URL: dbUrl,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      DATABASE_POOL: '4',
      // Short tokens, so the refresh check reaches the refresh window (half the lifetime) in 6 s;
      // long enough for the restart check's calls with a token (login, restart, calls: ~5 s).
      ACCESS_TOKEN_TTL: String(TOKEN_TTL_S),
    }
    const start = (i) => startServer({ port: ports[i], dataDir: join(work, `data-${i}`), distDir, env })
    // Both at once on the empty database: migrations and the demo seed must happen exactly once.
    log(`starting two processes on 127.0.0.1:${ports.join(' and :')} (an empty database) and nginx on :${nginxPort}`)
    const started = await Promise.all([start(0), start(1)])
    const servers = started.map((s) => s.handle)
    nginx = await startNginx({ dir: join(work, 'nginx'), port: nginxPort, upstreams: ports.map((p) => `127.0.0.1:${p}`), distDir, accessLog: true })
    const ctx = { servers, nginx, admin, ports, restart: (i) => restart(i), work, dbUrl, publicUrl, tokenTtlS: TOKEN_TTL_S }
    async function restart(i) {
      await stopServer(servers[i])
      const { handle } = await start(i)
      servers[i] = handle
      return handle
    }
    for (const check of checks) {
      const t0 = performance.now()
      try {
        const detail = await check.run(ctx)
        results.push({ name: check.name, ok: true })
        log(`PASS ${check.name}${detail ? ` (${detail})` : ''} · ${((performance.now() - t0) / 1000).toFixed(1)} s`)
      } catch (err) {
        results.push({ name: check.name, ok: false })
        log(`FAIL ${check.name}: ${err.message}`)
      }
    }
    for (const s of servers) await stopServer(s)
  })
}

main()
  .catch((err) => {
    console.error(`deploy-test: ${err.stack ?? err}`)
    results.push({ name: 'setup', ok: false })
  })
  .finally(async () => {
    await cleanup()
    const passed = results.filter((r) => r.ok).length
    const failed = results.length - passed
    console.log(`\ndeploy: ${passed} passed, ${failed} failed`)
    process.exit(failed > 0 || passed === 0 ? 1 : 0)
  })
