import { randomBytes } from 'node:crypto'
import { EVENT_ID } from '../../kernel/constants'
import { DEMO_EMAILS } from '../auth/demo-emails'
import { hashPassword } from '../auth/password'
import { endUserSessions } from '../auth/sessions'
import type { Db } from '../db/types'
import { seedSpeakerFiles } from './speaker-files'

/** Listed in server/README.md. Known passwords: created only with the development tools on (config.devTools). */
export const DEMO_ACCOUNTS = {
  visitor: { email: DEMO_EMAILS[0], password: 'visitor2026' },
  speaker: { email: DEMO_EMAILS[1], password: 'speaker2026' },
  /** Door and hall staff (docs/staff.md): opens /staff/door, /staff/hall and /staff/stats. */
  staff: { email: DEMO_EMAILS[2], password: 'staff2026' },
  /** The forum's organizer (docs/desk.md): admin of the desk at /desk, roles included. */
  organizer: { email: DEMO_EMAILS[3], password: 'organizer2026' },
} as const

/** A stored hash no password verifies (verifyPassword wants `scrypt$…`): the account cannot log in. */
const DISABLED = 'disabled$demo-account'

interface SpeakerRow {
  id: number
  ru: { firstname: string; lastname: string; position?: string | null; organization?: string | null; bio?: string | null }
  en: { firstname?: string; lastname?: string } | null
}

/** The speaker with the most business sessions of the event: their cabinet has something to show. */
async function busiestSpeaker(db: Db): Promise<SpeakerRow | null> {
  const [row] = await db.query<SpeakerRow>(
    `SELECT s.id, s.translations->'ru' AS ru, s.translations->'en' AS en
       FROM speakers s JOIN meeting_speakers ms ON ms.speaker_id = s.id JOIN meetings m ON m.id = ms.meeting_id
      WHERE m.event_id = $1 AND NOT m.is_culture AND s.translations ? 'ru'
      GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 1`,
    [EVENT_ID],
  )
  return row ?? null
}

type ProfileFields = Record<string, string | number | null>

/** Tests seed a database per file in one process: each demo password is hashed once (~0.4 s each). */
const hashes = new Map<string, Promise<string>>()
const demoHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password)!
}

async function createAccount(db: Db, email: string, password: string, speakerId: number | null, profile: ProfileFields): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    'INSERT INTO users (email, password_hash, email_verified_at, speaker_id) VALUES ($1, $2, now(), $3) RETURNING id',
    [email, await demoHash(password), speakerId],
  )
  const id = user!.id
  const columns = Object.keys(profile)
  await db.query(
    `INSERT INTO profiles (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})`,
    [id, ...Object.values(profile)],
  )
  return id
}

async function createOrganizer(db: Db): Promise<void> {
  const id = await createAccount(db, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password, null, {
    sex: 'F',
    firstname: 'Марина',
    lastname: 'Орлова',
    firstname_en: 'Marina',
    lastname_en: 'Orlova',
  })
  await db.query("INSERT INTO staff (user_id, role) VALUES ($1, 'admin')", [id])
}

/**
 * Adds the demo visitor and speaker when the database has no account at all (a new database, or
 * one seeded before accounts existed), and only when `enabled` (devToolsOn: asked for, not
 * production, loopback only). Returns what it did.
 */
export async function seedDemoAccounts(db: Db, enabled: boolean): Promise<'seeded' | 'kept' | 'off' | 'disabled'> {
  if (!enabled) return (await disableDemoAccounts(db)) > 0 ? 'disabled' : 'off'
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
  if ((count?.n ?? 0) > 0) {
    // Disabled by a start without the development tools: their known passwords work again.
    for (const { email, password } of Object.values(DEMO_ACCOUNTS)) {
      await db.query('UPDATE users SET password_hash = $2 WHERE email = $1 AND password_hash = $3', [email, await demoHash(password), DISABLED])
    }
    // A database seeded before speakers had files gets them now.
    const [demo] = await db.query<{ speaker_id: number }>('SELECT speaker_id FROM users WHERE email = $1 AND speaker_id IS NOT NULL', [
      DEMO_ACCOUNTS.speaker.email,
    ])
    if (demo) await seedSpeakerFiles(db, demo.speaker_id)
    // A database seeded before the desk existed gets its organizer.
    const [organizer] = await db.query('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.organizer.email])
    if (!organizer) await db.transaction((tx) => createOrganizer(tx))
    return 'kept'
  }
  const [industry] = await db.query<{ id: number }>('SELECT id FROM industries ORDER BY sort, id LIMIT 1')
  const [event] = await db.query<{ id: number }>('SELECT id FROM events WHERE id = $1', [EVENT_ID])

  await db.transaction(async (tx) => {
    await createAccount(tx, DEMO_ACCOUNTS.visitor.email, DEMO_ACCOUNTS.visitor.password, null, {
      sex: 'F',
      firstname: 'Анна',
      lastname: 'Смирнова',
      surname: 'Сергеевна',
      firstname_en: 'Anna',
      lastname_en: 'Smirnova',
      phone: '+7 900 000-26-26',
      birthdate: '1994-05-17',
      organization: 'Студия «Северный свет»',
      organization_type: 'company',
      industry_id: industry?.id ?? null,
      position: 'Продюсер',
      region: 'Республика Татарстан',
      city: 'Казань',
      education: 'Высшее',
      bio: 'Продюсирую документальные проекты и фестивали.',
    })

    const speaker = await busiestSpeaker(tx)
    const speakerUser = await createAccount(tx, DEMO_ACCOUNTS.speaker.email, DEMO_ACCOUNTS.speaker.password, speaker?.id ?? null, {
      // The demo names carry the Russian feminine ending; the profile's sex follows it.
      sex: /[ая]$/.test(speaker?.ru.lastname ?? '') ? 'F' : 'M',
      firstname: speaker?.ru.firstname ?? 'Илья',
      lastname: speaker?.ru.lastname ?? 'Волков',
      firstname_en: speaker?.en?.firstname ?? 'Ilya',
      lastname_en: speaker?.en?.lastname ?? 'Volkov',
      organization: speaker?.ru.organization ?? null,
      position: speaker?.ru.position ?? null,
      city: 'Казань',
      bio: speaker?.ru.bio ? speaker.ru.bio.slice(0, 500) : null,
    })
    if (speaker) await seedSpeakerFiles(tx, speaker.id)
    const staffUser = await createAccount(tx, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password, null, {
      sex: 'M',
      firstname: 'Олег',
      lastname: 'Петров',
      firstname_en: 'Oleg',
      lastname_en: 'Petrov',
    })
    await tx.query("INSERT INTO staff (user_id, role) VALUES ($1, 'door'), ($1, 'hall')", [staffUser])
    await createOrganizer(tx)
    if (event) {
      await tx.query('INSERT INTO user_event_views (user_id, event_id, member_role, qr_code) VALUES ($1, $2, $3, $4)', [
        speakerUser,
        EVENT_ID,
        'speaker',
        `HF${EVENT_ID}-${randomBytes(12).toString('hex').toUpperCase()}`,
      ])
    }
  })
  return 'seeded'
}

/**
 * A server started without the development tools (production, off loopback, not asked for) keeps
 * no account whose password is published: the demo accounts of a data directory first used by
 * `npm start` get a password nothing verifies, and their sessions end. Returns how many were
 * disabled now.
 */
export async function disableDemoAccounts(db: Db): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'UPDATE users SET password_hash = $2 WHERE email = ANY($1::text[]) AND password_hash IS DISTINCT FROM $2 RETURNING id',
    [[...DEMO_EMAILS], DISABLED],
  )
  for (const { id } of rows) await endUserSessions(db, id, Date.now())
  return rows.length
}
