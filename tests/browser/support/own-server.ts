import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A free port on loopback, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface OwnServer {
  base: string
  /** The journey's own directory (the server's data is in `data/` below it). */
  work: string
  stop: () => Promise<void>
}

/**
 * A reference server of the journey's own, for what the shared ones must not see or cannot be
 * set up for: a free port, an empty data dir in a fresh directory, the run's build
 * (support/servers.ts) served, and `env` on top. Resolves once it answers its health check.
 */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const work = mkdtempSync(join(tmpdir(), `forum-${name}-`))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      DATA_DIR: join(work, 'data'),
      DIST_DIR: `${process.env.E2E_DATA_DIR}-dist`,
      ...env,
    },
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(work, { recursive: true, force: true })
  }
  const until = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited (${child.exitCode})`)
    if ((await fetch(`${base}/api/health`).catch(() => null))?.status === 200) return { base, work, stop }
    if (Date.now() > until) {
      await stop()
      throw new Error(`the ${name} server did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
