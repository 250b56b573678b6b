/**
 * The import's preview: the whole import runs in a transaction that is then rolled back, so the
 * preview is exactly what applying would do (the same readers, checks and fixes) and writes
 * nothing; what changed is the difference of the program before and after, inside it.
 */
import { EVENT_ID } from '../../kernel/constants'
import type { ImportPreview } from '../../kernel/contract/desk-import'
import type { Db } from '../db/types'
import { diffPrograms } from '../program/diff'
import { type ImportReport, importText } from '../program/import'
import { snapshotProgram } from '../program/snapshot'

class Discard extends Error {
  constructor(readonly preview: ImportPreview) {
    super('preview: rolled back')
  }
}

/** The program is still the demo's: sessions, and no program version ever recorded (the demo's fill makes none). */
export async function holdsDemo(db: Db): Promise<boolean> {
  const [row] = await db.query<{ sessions: number; versions: number }>(
    'SELECT (SELECT count(*)::int FROM meetings WHERE event_id = $1) AS sessions, (SELECT count(*)::int FROM program_versions) AS versions',
    [EVENT_ID],
  )
  return (row?.sessions ?? 0) > 0 && row?.versions === 0
}

export async function previewImport(db: Db, text: string, name: string): Promise<ImportPreview> {
  const demo = await holdsDemo(db)
  try {
    await db.transaction(async (tx) => {
      const before = await snapshotProgram(tx, EVENT_ID)
      const report: ImportReport = await importText(tx, text, { source: { kind: 'file', name } })
      const after = await snapshotProgram(tx, EVENT_ID)
      const changes = report.ok ? diffPrograms(before, after) : []
      const kinds: Record<string, number> = {}
      for (const c of changes) for (const k of c.kinds) kinds[k] = (kinds[k] ?? 0) + 1
      throw new Discard({
        ok: report.ok,
        problems: report.ok ? [] : report.problems,
        warnings: report.ok ? (report.warnings ?? []) : [],
        counts: report.ok ? (report.counts as Record<string, number>) : {},
        changes: kinds,
        sessions: changes.slice(0, 300).map((c) => ({ id: c.meeting_id, title: c.after.translations.ru?.title ?? c.after.translations.en?.title ?? `#${c.meeting_id}`, kinds: c.kinds })),
        demo: demo && report.ok && changes.length > 0,
      })
    })
  } catch (err) {
    if (err instanceof Discard) return err.preview
    throw err
  }
  throw new Error('preview: the transaction was not discarded')
}
