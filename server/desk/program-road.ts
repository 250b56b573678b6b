/**
 * A hand edit of the program travels the road an import does (withProgramVersion): the program
 * is read before and after, the difference is a new program version in the change log (the
 * calendars' SEQUENCE, the change page, "my program", push and mail read it), and the content
 * version moves and is published to every open page and process.
 */
import { EVENT_ID } from '../../kernel/constants'
import type { Db } from '../db/types'
import { withProgramVersion } from '../program/version'

export async function withHandEdit<T>(db: Db, editor: string, edit: (tx: Db) => Promise<T>): Promise<{ result: T; version: number | null }> {
  return db.transaction(async (tx) => {
    const source = { kind: 'file' as const, name: `desk: ${editor}`.slice(0, 200) }
    const written = await withProgramVersion(tx, { source, eventIds: [EVENT_ID], baseline: true }, edit)
    return { result: written.value, version: written.programVersion }
  })
}
