/**
 * The schedule files' stable keys (guids; names where a file has none) mapped to our integer
 * ids, kept in import_keys so that a second import of an updated file updates in place.
 * Rooms, speakers and sessions are keyed within their event (`35/<guid>`); tracks and types,
 * which are shared by every event here (industries, formats), by their name.
 */
import type { Db } from '../../../db/types'
import { json } from '../../../db/types'

export const KEY_TABLES = {
  area: 'areas',
  industry: 'industries',
  format: 'area_event_types',
  speaker: 'speakers',
  meeting: 'meetings',
} as const
export type KeyKind = keyof typeof KEY_TABLES

export class ImportKeys {
  private readonly added: Array<{ kind: KeyKind; key: string; id: number }> = []

  private constructor(
    private readonly ids: Map<string, number>,
    private readonly next: Record<KeyKind, number>,
  ) {}

  static async load(tx: Db): Promise<ImportKeys> {
    const rows = await tx.query<{ kind: string; key: string; id: number }>('SELECT kind, key, id FROM import_keys')
    const next = {} as Record<KeyKind, number>
    for (const [kind, table] of Object.entries(KEY_TABLES) as Array<[KeyKind, string]>) {
      const [row] = await tx.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM ${table}`)
      next[kind] = (row?.n ?? 0) + 1
    }
    for (const r of rows) {
      const kind = r.kind as KeyKind
      if (kind in next) next[kind] = Math.max(next[kind], r.id + 1)
    }
    return new ImportKeys(new Map(rows.map((r) => [`${r.kind} ${r.key}`, r.id])), next)
  }

  /** The id of a key: the one it was given before, or the next free one. */
  id(kind: KeyKind, key: string): number {
    const k = `${kind} ${key}`
    let id = this.ids.get(k)
    if (id === undefined) {
      id = this.next[kind]++
      this.ids.set(k, id)
      this.added.push({ kind, key, id })
    }
    return id
  }

  async save(tx: Db): Promise<void> {
    if (this.added.length === 0) return
    await tx.query(
      `INSERT INTO import_keys (kind, key, id)
       SELECT kind, key, id FROM jsonb_populate_recordset(null::import_keys, $1::text::jsonb)
       ON CONFLICT (kind, key) DO NOTHING`,
      [json(this.added)],
    )
  }
}
