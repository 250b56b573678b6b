import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Log, formatLine } from '../../server/log'
import { type Mail, type RetryPolicy, SMTP_RETRY, smtpMailer } from '../../server/mail/mailer'
import { MailQueue } from '../../server/mail/queue'
import { createAccountServer, freshEmail } from './helpers/account'
import { type TestServer, createTestServer } from './helpers/server'
import { startSmtp } from './helpers/smtp'

const MAIL: Mail = { to: 'someone@example.org', subject: 'Confirm', text: 'https://forum.test/login?confirm=SECRETLINKTOKEN', html: '<p>x</p>' }
const FAST = { attempts: 4, firstDelayMs: 1, factor: 4 }

/** The queue lives in mail_outbox: one database for the file. */
let db: TestServer
beforeAll(async () => {
  db = await createTestServer()
})
afterAll(() => db?.close())

/** The SMTP queue (server/mail/queue.ts) with a fast policy and waits recorded instead of slept. */
const retryingMailer = (transport: ReturnType<typeof smtpMailer>, log: Log, policy: RetryPolicy, wait: (ms: number) => Promise<unknown>) =>
  new MailQueue(db.db, transport, 'forum@example.org', log, { policy, wait })

let closers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(closers.map((close) => close()))
  closers = []
})

function recorder() {
  const lines: string[] = []
  const waits: number[] = []
  const log: Log = { info: (m) => lines.push(formatLine(m)), error: (m, e) => lines.push(formatLine(m, e)) }
  return { lines, waits, log, wait: async (ms: number) => void waits.push(ms) }
}

async function smtp(refuse: (n: number) => number | null) {
  const server = await startSmtp({ refuse })
  closers.push(server.close)
  return server
}

describe('§ a failed SMTP delivery is retried', () => {
  it('a refused try (4xx) is tried again with a growing wait until the mail goes through', async () => {
    const server = await smtp((n) => (n <= 2 ? 421 : null))
    const r = recorder()
    await retryingMailer(smtpMailer(server.url, 'forum@example.org'), r.log, FAST, r.wait).send(MAIL)
    expect(server.inbox).toHaveLength(1)
    expect(server.tries()).toBe(3)
    expect(r.waits).toEqual([1, 4])
    expect(r.lines).toHaveLength(2)
    expect(r.lines[0]).toMatch(/^mail delivery try 1 of 4 failed; next try in 0.001 s:/)
    for (const line of r.lines) expect(line).not.toContain('SECRETLINKTOKEN')
  })

  it('bounded: after the last try the error reaches the caller', async () => {
    const server = await smtp(() => 451)
    const r = recorder()
    await expect(retryingMailer(smtpMailer(server.url, 'forum@example.org'), r.log, FAST, r.wait).send(MAIL)).rejects.toThrow()
    expect(server.tries()).toBe(4)
    expect(r.waits).toEqual([1, 4, 16])
    expect(server.inbox).toHaveLength(0)
  })

  it('a permanent refusal (5xx) is not tried again', async () => {
    const server = await smtp(() => 550)
    const r = recorder()
    await expect(retryingMailer(smtpMailer(server.url, 'forum@example.org'), r.log, FAST, r.wait).send(MAIL)).rejects.toThrow()
    expect(server.tries()).toBe(1)
    expect(r.waits).toEqual([])
  })

  it('a mail server that is down (connection refused) is tried again too', async () => {
    const down = await smtp(() => null)
    await down.close()
    closers = []
    const r = recorder()
    await expect(retryingMailer(smtpMailer(down.url, 'forum@example.org'), r.log, { ...FAST, attempts: 2 }, r.wait).send(MAIL)).rejects.toThrow()
    expect(r.waits).toEqual([1])
    expect(r.lines[0]).toContain('ECONNREFUSED')
  })

  it('the account API sends through it: the confirmation mail arrives after a refused first try', async () => {
    const server = await smtp((n) => (n === 1 ? 421 : null))
    const account = await createAccountServer({ account: { smtpUrl: server.url } })
    closers.push(account.close)
    const email = freshEmail('retry')
    await account.call('register', { body: { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true } })
    await account.app.account.settled() // the first wait is SMTP_RETRY.firstDelayMs
    expect(server.tries()).toBe(2)
    expect(server.inbox.map((m) => m.parsed.subject)).toEqual(['Подтвердите email — Форум «Горизонт»'])
    expect(SMTP_RETRY.attempts).toBeGreaterThan(1)
  }, 15_000)
})
