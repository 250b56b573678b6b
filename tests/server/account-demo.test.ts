import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { User, UserEventView } from '../../kernel/contract/account'
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/demo/accounts'
import { type AccountTestServer, createAccountServer, expectData, login } from './helpers/account'

let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer()
})
afterAll(() => server?.close())

async function cabinet(account: { email: string; password: string }) {
  const token = await login(server, account.email, account.password)
  return {
    user: expectData(await server.call('me', { token }), User),
    view: expectData(await server.call('eventView', { token }), UserEventView, 200),
  }
}

describe('demo accounts (outside production)', () => {
  it('§6 visitor: confirmed, profile filled, not registered for the event yet (event view null)', async () => {
    const token = await login(server, DEMO_ACCOUNTS.visitor.email, DEMO_ACCOUNTS.visitor.password)
    const user = expectData(await server.call('me', { token }), User)
    expect(user).toMatchObject({ email: DEMO_ACCOUNTS.visitor.email, vk_user_id: null, email_verified_at: expect.any(String) })
    expect(user.profile).toMatchObject({ firstname: 'Анна', lastname: 'Смирнова', lastname_en: 'Smirnova', sex: 'F', birthdate: '1994-05-17' })
    expect((await server.call('eventView', { token })).body).toEqual({ data: null })
  })

  it('§6 speaker: member_role "speaker" with a ticket code, profile of one of the demo speakers who has sessions', async () => {
    const { user, view } = await cabinet(DEMO_ACCOUNTS.speaker)
    expect(view.member_role).toBe('speaker')
    expect(view.qr_code).toMatch(/^HF35-[0-9A-F]{24}$/)
    const [link] = await server.db.query<{ speaker_id: number; sessions: number; lastname: string }>(
      `SELECT u.speaker_id, s.translations->'ru'->>'lastname' AS lastname,
         (SELECT count(*)::int FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
           WHERE ms.speaker_id = u.speaker_id AND m.event_id = $2) AS sessions
       FROM users u JOIN speakers s ON s.id = u.speaker_id WHERE u.email = $1`,
      [DEMO_ACCOUNTS.speaker.email, EVENT_ID],
    )
    expect(link!.sessions).toBeGreaterThan(0)
    expect(user.profile?.lastname).toBe(link!.lastname)
  })

  it('are created only with the development tools on (never in production or off loopback), and only on a database without accounts', async () => {
    expect(await seedDemoAccounts(server.db, true)).toBe('kept')
    await server.db.query('DELETE FROM users')
    expect(await seedDemoAccounts(server.db, false)).toBe('off')
    expect(await server.db.query('SELECT 1 FROM users')).toHaveLength(0)
    expect(await seedDemoAccounts(server.db, true)).toBe('seeded')
    const emails = await server.db.query<{ email: string }>('SELECT email FROM users ORDER BY id')
    expect(emails.map((r) => r.email)).toEqual([DEMO_ACCOUNTS.visitor.email, DEMO_ACCOUNTS.speaker.email, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.organizer.email])
  })
})
