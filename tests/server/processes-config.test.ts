import { rmSync } from 'node:fs'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { clientIp } from '../../server/accounts/context'
import { ConfigError, loadConfig } from '../../server/config'
import { startProcess } from './helpers/processes'
import { copyTemplateDataDir } from './helpers/template'

/** One line on stderr and exit code 1, never a stack trace. */
async function refused(env: Record<string, string>): Promise<string> {
  const p = await startProcess(env)
  expect(await p.exited).toBe(1)
  const lines = p.stderr().trim().split('\n')
  expect(lines, p.stderr()).toHaveLength(1)
  expect(lines[0]).toMatch(/^Cannot start the server: /)
  return lines[0]!
}

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('bad configuration is one clear line and exit 1', () => {
  it('WORKERS without DATABASE_URL', async () => {
    expect(await refused({ WORKERS: '2' })).toContain('WORKERS=2 needs DATABASE_URL')
  })

  it('WORKERS with an unreachable database: one line, not one per worker', async () => {
    expect(await refused({ WORKERS: '2', DATABASE_URL: 'postgres://forum:secret@127.0.0.1:1/x' })).toMatch(/cannot reach the database at postgres:\/\/forum:\*\*\*@127\.0\.0\.1:1\/x/)
  })

  it('a second process on a PGlite data directory names DATABASE_URL', async () => {
    const dataDir = await copyTemplateDataDir()
    dirs.push(dataDir)
    const first = await startProcess({ DATA_DIR: dataDir })
    try {
      await first.waitFor(/listening on/)
      const line = await refused({ DATA_DIR: dataDir })
      expect(line).toContain(`in use by process ${first.child.pid}`)
      expect(line).toContain('DATABASE_URL')
    } finally {
      expect(await first.stop()).toBe(0)
    }
  }, 60_000)

  it('DATABASE_URL outside development needs PUBLIC_URL', async () => {
    expect(await refused({ NODE_ENV: 'production', DATABASE_URL: 'postgres://forum@127.0.0.1:1/x' })).toContain('PUBLIC_URL is required with DATABASE_URL')
  })
})

describe('settings for several processes', () => {
  it('DATABASE_POOL (default 8), WORKERS=N or auto, bad values refused', () => {
    expect(loadConfig({}).databasePool).toBe(8)
    expect(loadConfig({ DATABASE_POOL: '20' }).databasePool).toBe(20)
    expect(() => loadConfig({ DATABASE_POOL: 'many' })).toThrow(ConfigError)
    expect(loadConfig({}).workers).toBeNull()
    expect(loadConfig({ WORKERS: '3', DATABASE_URL: 'postgres://x@h/d' }).workers).toBe(3)
    expect(loadConfig({ WORKERS: 'auto', DATABASE_URL: 'postgres://x@h/d' }).workers).toBeGreaterThan(0)
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x@h/d' })).toThrow(/WORKERS must be a whole number/)
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/d', PUBLIC_URL: 'https://forum.example/' }).publicUrl).toBe('https://forum.example')
  })

  it('TRUST_PROXY is a hop count: the client is that many X-Forwarded-For entries from the end', async () => {
    expect([undefined, 'off', 'on', '1', '2'].map((v) => loadConfig(v ? { TRUST_PROXY: v } : {}).account.trustProxy)).toEqual([0, 0, 1, 1, 2])
    const app = new Hono().get('/:hops', (c) => c.text(clientIp(c, Number(c.req.param('hops')))))
    const ip = async (hops: number, xff?: string) =>
      (await app.request(`/${hops}`, { headers: xff ? { 'X-Forwarded-For': xff } : {} })).text()
    expect(await ip(0, '6.6.6.6')).toBe('local') // not trusted: the socket's address
    expect(await ip(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7') // nginx appended the client
    expect(await ip(2, '6.6.6.6, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7') // a CDN, then nginx
    expect(await ip(2, '203.0.113.7')).toBe('203.0.113.7')
    expect(await ip(1)).toBe('local')
  })
})
