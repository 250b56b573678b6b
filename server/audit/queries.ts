import type { AuditEntry, AuditQuery } from '../../kernel/contract/desk'
import type { Db } from '../db/types'

/** A page of the audit log, newest first, after the filters (person by e-mail or name part, entity, venue-agnostic UTC day). */
export async function listAudit(db: Db, query: AuditQuery, limit = 50): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const rows = await db.query<AuditEntry>(
    `SELECT id::int AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, actor_kind, actor_id, actor,
            entity, entity_id, action, before, after, origin
       FROM audit_log
      WHERE ($1::text IS NULL OR actor ILIKE '%' || $1 || '%')
        AND ($2::text IS NULL OR entity = $2)
        AND ($3::date IS NULL OR (at AT TIME ZONE 'UTC')::date = $3::date)
        AND ($4::bigint IS NULL OR id < $4)
      ORDER BY id DESC LIMIT $5`,
    [query.actor?.trim() || null, query.entity || null, query.day ?? null, query.before_id ? Number(query.before_id) : null, limit + 1],
  )
  const more = rows.length > limit
  const entries = more ? rows.slice(0, limit) : rows
  return { entries, next: more ? (entries[entries.length - 1]?.id ?? null) : null }
}

/** The entities the log has entries for, for the page's filter. */
export async function auditEntities(db: Db): Promise<string[]> {
  const rows = await db.query<{ entity: string }>('SELECT DISTINCT entity FROM audit_log ORDER BY entity')
  return rows.map((r) => r.entity)
}
