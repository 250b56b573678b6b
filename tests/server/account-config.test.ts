import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../server/accounts/vk'
import { loadJwtKey } from '../../server/auth/key'
import { hashPassword, verifyPassword } from '../../server/auth/password'
import { ConfigError, loadConfig } from '../../server/config'
import { senderWithName } from '../../server/mail/sender'
import { createTestServer } from './helpers/server'

const scratch = mkdtempSync(join(tmpdir(), 'forum-account-config-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('account settings from the environment', () => {
  it('defaults: 3600 s tokens, 30-day sessions, 30 s grace, outbox mail, no VK, limits on', () => {
    const { account } = loadConfig({})
    expect(account).toMatchObject({ accessTokenTtlS: 3600, sessionMaxAgeS: 2592000, refreshGraceS: 30, smtpUrl: null, vk: null, rateLimit: true })
    // An address only: each mail names the site as its sender (mail/sender.ts), never the demo's brand.
    expect(account.mailFrom).toBe('noreply@localhost')
  })

  it('the sender’s address is MAIL_FROM, else noreply@ the PUBLIC_URL host; its name is the site’s', () => {
    expect(loadConfig({ MAIL_FROM: 'program@example.org' }).account.mailFrom).toBe('program@example.org')
    expect(loadConfig({ PUBLIC_URL: 'https://forum.example.org' }).account.mailFrom).toBe('noreply@forum.example.org')
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).account.mailFrom).toBe('noreply@localhost')
    expect(senderWithName('noreply@example.org', '38C3')).toBe('"38C3" <noreply@example.org>')
    expect(senderWithName('noreply@example.org', 'Форум "Север"\r\nBcc: x@y')).toBe('"Форум \\"Север\\" Bcc: x@y" <noreply@example.org>')
    expect(senderWithName('Press <press@example.org>', '38C3')).toBe('Press <press@example.org>')
    expect(senderWithName('noreply@example.org', '')).toBe('noreply@example.org')
  })

  it('ACCESS_TOKEN_TTL, RATE_LIMIT=off, SMTP_URL and the VK settings are read', () => {
    const { account } = loadConfig({ ACCESS_TOKEN_TTL: '5', RATE_LIMIT: 'off', SMTP_URL: 'smtp://127.0.0.1:2525', VK_CLIENT_ID: 'id', VK_CLIENT_SECRET: 's' })
    expect(account).toMatchObject({ accessTokenTtlS: 5, rateLimit: false, smtpUrl: 'smtp://127.0.0.1:2525' })
    expect(account.vk).toMatchObject({ clientId: 'id', authorizeUrl: 'https://id.vk.com/authorize', userinfoMethod: 'POST' })
    expect(loadConfig({ VK_CLIENT_ID: 'id' }).account.vk).toBeNull()
  })

  it('bad values stop the start with a clear message', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(ConfigError)
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '0' })).toThrow(/ACCESS_TOKEN_TTL must be a positive whole number/)
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/)
    expect(() => loadConfig({ RATE_LIMIT: 'maybe' })).toThrow(/RATE_LIMIT must be on or off/)
  })
})

describe('the token key', () => {
  it('is made once and kept in the database, so every process reads the same key; JWT_SECRET wins', async () => {
    const server = await createTestServer()
    try {
      const first = await loadJwtKey(server.db, null, scratch)
      expect(first).toHaveLength(32)
      expect(Buffer.from(await loadJwtKey(server.db, null, scratch)).equals(Buffer.from(first))).toBe(true)
      expect(Buffer.from(await loadJwtKey(server.db, 'x'.repeat(40), scratch)).toString()).toBe('x'.repeat(40))
    } finally {
      await server.close()
    }
  })

  it('a DATA_DIR/jwt.key of an earlier version becomes the database key, so its tokens stay valid', async () => {
    const server = await createTestServer()
    const dir = join(scratch, 'old')
    mkdirSync(dir)
    const hex = 'ab'.repeat(32)
    writeFileSync(join(dir, 'jwt.key'), hex)
    try {
      expect(Buffer.from(await loadJwtKey(server.db, null, dir)).toString('hex')).toBe(hex)
      rmSync(join(dir, 'jwt.key'))
      expect(Buffer.from(await loadJwtKey(server.db, null, dir)).toString('hex')).toBe(hex)
    } finally {
      await server.close()
    }
  })
})

describe('passwords and redirects', () => {
  it('scrypt with the OWASP parameters; the hash names them; a wrong password fails', async () => {
    const hash = await hashPassword('correct horse')
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsE', hash)).toBe(false)
    expect(await verifyPassword('x', 'md5$abc')).toBe(false)
  })

  it('the VK return path stays on this site', () => {
    expect(safeReturnPath('/program/grid?day=2#now')).toBe('/program/grid?day=2#now')
    for (const bad of [undefined, '', 'cabinet', '//evil.example', '/\\evil.example', 'https://evil.example', '/\nx', `/${'a'.repeat(600)}`]) {
      expect(safeReturnPath(bad)).toBe('/cabinet')
    }
  })
})
