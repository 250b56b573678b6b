/**
 * A hand edit of the program travels the road an import does: the program is read before and
 * after, the difference is recorded as a new program version in the change log (the calendars'
 * SEQUENCE, the change page, "my program", push and mail read it), and the content version moves,
 * which tells every open page and process (the live channel's trigger, migration 019).
 */
import { EVENT_ID } from '../../kernel/constants'
import type { Db } from '../db/types'
import { currentVersion, diffPrograms, recordVersion, snapshotProgram } from '../program/changes'
import { bumpContentVersion } from './content-version'

export async function withHandEdit<T>(db: Db, editor: string, edit: (tx: Db) => Promise<T>): Promise<{ result: T; version: number | null }> {
  return db.transaction(async (tx) => {
    const source = { kind: 'file' as const, name: `desk: ${editor}`.slice(0, 200) }
    const before = await snapshotProgram(tx, EVENT_ID)
    if ((await currentVersion(tx, EVENT_ID)) === 0) await recordVersion(tx, EVENT_ID, source, [], before.size)
    const result = await edit(tx)
    const after = await snapshotProgram(tx, EVENT_ID)
    const recorded = await recordVersion(tx, EVENT_ID, source, diffPrograms(before, after), after.size)
    await bumpContentVersion(tx)
    return { result, version: recorded?.number ?? null }
  })
}
