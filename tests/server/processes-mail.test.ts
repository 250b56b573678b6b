import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Log } from '../../server/log'
import type { Mail, Mailer } from '../../server/mail/mailer'
import { MailQueue } from '../../server/mail/queue'
import { type TestServer, createTestServer } from './helpers/server'

/**
 * The SMTP queue in mail_outbox (server/mail/queue.ts), as several processes share it: here
 * several queues on one database (PGlite, or PostgreSQL with DATABASE_URL). The cross-process
 * version with a killed process is in processes.test.ts.
 */
let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const quiet: Log = { info: () => {}, error: () => {} }

function transport(fail?: (mail: Mail) => Error | null): Mailer & { sent: string[] } {
  const sent: string[] = []
  return {
    kind: 'smtp',
    sent,
    async send(mail) {
      await new Promise((r) => setTimeout(r, 10))
      const err = fail?.(mail)
      if (err) throw err
      sent.push(mail.to)
    },
  }
}

async function queued(to: string, claim: string | null = null, claimedUntil = 'NULL'): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body, status, next_attempt_at, claimed_by, claimed_until)
     VALUES ('forum@example.org', $1, 'Subject', 'text', '<p>html</p>', 'pending', now(), $2, ${claimedUntil}) RETURNING id`,
    [to, claim],
  )
  return row!.id
}

const rowsOf = (ids: number[]) =>
  server.db.query<{ id: number; status: string; text_body: string; claimed_by: string | null; attempts: number; last_error: string | null }>(
    'SELECT id, status, text_body, claimed_by, attempts, last_error FROM mail_outbox WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  )

describe('the mail queue is shared by every process', () => {
  it('two processes taking due mail at the same moment send each mail once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => queued(`once-${i}@example.org`)))
    const [ta, tb] = [transport(), transport()]
    const [a, b] = [new MailQueue(server.db, ta, 'f', quiet), new MailQueue(server.db, tb, 'f', quiet)]
    await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()])
    expect([...ta.sent, ...tb.sent].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `once-${i}@example.org`).sort())
    expect(await rowsOf(ids)).toEqual([]) // a sent mail's row is gone, links and all
  })

  it('a claim that ran out (its process died) is taken over; a live claim is left alone', async () => {
    const dead = await queued('orphan@example.org', 'dead-process', "now() - interval '1 second'")
    const alive = await queued('held@example.org', 'live-process', "now() + interval '1 hour'")
    const t = transport()
    expect(await new MailQueue(server.db, t, 'f', quiet).deliverDue()).toBe(1)
    expect(t.sent).toEqual(['orphan@example.org'])
    expect((await rowsOf([dead, alive])).map((r) => r.id)).toEqual([alive])
  })

  it('a permanent refusal (5xx) is kept as failed with its bodies cleared', async () => {
    const t = transport(() => Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }))
    const queue = new MailQueue(server.db, t, 'f', quiet)
    await expect(queue.send({ to: 'gone@example.org', subject: 'S', text: 'https://forum.test/login?confirm=SECRET', html: '<p>x</p>' })).rejects.toThrow()
    const [row] = await server.db.query<{ status: string; text_body: string; html_body: string; last_error: string }>(
      "SELECT status, text_body, html_body, last_error FROM mail_outbox WHERE recipient = 'gone@example.org'",
    )
    expect(row).toMatchObject({ status: 'failed', text_body: '', html_body: '', last_error: '550 no such mailbox' })
  })

  it('stopping between tries leaves the mail in the queue, with its try counted, for any process', async () => {
    const t = transport(() => Object.assign(new Error('421 try later'), { responseCode: 421 }))
    let waiting!: () => void
    const started = new Promise<void>((r) => (waiting = r))
    const wait = (_ms: number, signal: AbortSignal) =>
      new Promise((_resolve, reject) => {
        waiting()
        signal.addEventListener('abort', () => reject(new Error('aborted')))
      })
    const queue = new MailQueue(server.db, t, 'f', quiet, { wait })
    const sending = queue.send({ to: 'later@example.org', subject: 'S', text: 't', html: 'h' })
    await started
    await queue.stop()
    await sending
    const [row] = await server.db.query<{ status: string; attempts: number; claimed_by: string | null; due: boolean }>(
      "SELECT status, attempts, claimed_by, next_attempt_at > now() AS due FROM mail_outbox WHERE recipient = 'later@example.org'",
    )
    expect(row).toEqual({ status: 'pending', attempts: 1, claimed_by: null, due: true })
  })
})
