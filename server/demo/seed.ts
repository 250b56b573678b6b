import type { Db } from '../db/types'
import { importContent } from '../program/import'
import { demoForumStart } from './forum-start'
import { demoOn } from './index'

/**
 * Fills an empty database with the demo. "Empty" means no event at all, so a restart on an
 * existing data directory (or a database with imported content) never re-seeds. The forum is
 * placed on `start` (forum-start.ts: DEMO_FORUM_START, else the Monday after next), so it is
 * about to happen whatever day the database is filled.
 */
export async function seedDemoIfEmpty(db: Db, start: string = demoForumStart(new Date())): Promise<'seeded' | 'kept'> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')
  if ((row?.n ?? 0) > 0) return 'kept'
  // The demo is no organizer's program: its changes start with the first real import.
  const report = await importContent(db, demoOn(start), { noVersion: true })
  if (!report.ok) {
    const first = report.problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`)
    throw new Error(`the demo content does not pass the import checks:\n${first.join('\n')}`)
  }
  return 'seeded'
}
