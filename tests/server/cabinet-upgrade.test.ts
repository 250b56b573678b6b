import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/demo/accounts'
import { generateDemo } from '../../server/demo'
import { importContent } from '../../server/program/import'
import { migrate } from '../../server/db/migrate'
import { migrations } from '../../server/db/migrations'
import { openPg } from '../../server/db/pg'
import { openPglite } from '../../server/db/pglite'
import type { Db } from '../../server/db/types'
import { DATABASE_URL } from './helpers/server'

/** A database made by the previous version (migrations 001 and 002, the old demo), then upgraded. */
let db: Db
let cleanup = async () => {}
beforeAll(async () => {
  if (DATABASE_URL) {
    const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
    const admin = await openPg({ connectionString: DATABASE_URL })
    await admin.exec(`CREATE SCHEMA ${schema}`)
    db = await openPg({ connectionString: DATABASE_URL, schema })
    cleanup = async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    }
  } else db = await openPglite('memory://')
  // Today's import writes the columns 004 added (day_change, lang): the old demo is loaded with
  // them in place, and 003 is applied afterwards, as on a database of the previous version.
  const schedule = migrations.find((m) => m.id === '004_schedule_import')!
  expect(await migrate(db, [...migrations.slice(0, 2), schedule])).toEqual(['001_content', '002_account', '004_schedule_import'])
  // The demo fill as the seed makes it: no program version (that table came later, with 013).
  expect((await importContent(db, generateDemo(), { noVersion: true })).ok).toBe(true)
  // What the previous demo stored.
  await db.exec(`UPDATE areas SET broadcast_url = '/streams/hall-' || id WHERE broadcast_url IS NOT NULL;
    UPDATE meetings SET broadcast_url = '/streams/hall-' || area_id WHERE broadcast_url IS NOT NULL;
    INSERT INTO users (email) VALUES ('old@example.org');
    INSERT INTO profiles (user_id, organization_type) SELECT id, 'Коммерческая организация' FROM users;`)
})
afterAll(async () => {
  await db?.close()
  await cleanup()
})

describe('migration 003_cabinet on a database of the previous version', () => {
  it('points the old demo stream paths at the pages this server serves and maps the old organization type', async () => {
    // Up to 003 only: later migrations (004 schedule import, 005 rate limits) have their own tests.
    expect(await migrate(db, migrations.slice(0, 3))).toEqual(['003_cabinet'])
    const urls = await db.query<{ url: string }>('SELECT DISTINCT broadcast_url AS url FROM areas WHERE broadcast_url IS NOT NULL ORDER BY 1')
    expect(urls.map((r) => r.url)).toEqual(['/media/streams/hall-1.html', '/media/streams/hall-11.html', '/media/streams/hall-2.html', '/media/streams/hall-3.html'])
    const [old] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM meetings WHERE broadcast_url LIKE '/streams/%'")
    expect(old!.n).toBe(0)
    expect(await db.query('SELECT organization_type FROM profiles')).toEqual([{ organization_type: 'company' }])
  })

  it('decided: the demo speaker of an existing database gets the demo files at the next start', async () => {
    await migrate(db, migrations) // the next start brings the database up to date first
    await db.query('DELETE FROM users')
    expect(await seedDemoAccounts(db, true)).toBe('seeded')
    await db.query('DELETE FROM speaker_files')
    expect(await seedDemoAccounts(db, true)).toBe('kept')
    const files = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM speaker_files f JOIN users u ON u.speaker_id = f.speaker_id WHERE u.email = $1',
      [DEMO_ACCOUNTS.speaker.email],
    )
    expect(files[0]!.n).toBe(2)
    expect(await seedDemoAccounts(db, true)).toBe('kept')
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM speaker_files'))[0]!.n).toBe(2)
  })
})
