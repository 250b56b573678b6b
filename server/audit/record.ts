/**
 * The audit log (docs/desk.md, "Audit log"): every write through the desk, the CLI or the API
 * calls `recordAudit` in the same transaction as the write, so an entry exists exactly when the
 * write does. Entries older than AUDIT_RETENTION_DAYS are deleted as the log goes (at most once an
 * hour per process), never by a separate job.
 */
import { AUDIT_RETENTION_DAYS } from '../../kernel/constants'
import type { AuditActorKind } from '../../kernel/contract/desk'
import type { Db } from '../db/types'

/** Who wrote: a person (their account id and e-mail), a token or a command (by name). */
export type AuditActor =
  | { kind: 'person'; id: number; label: string }
  | { kind: Exclude<AuditActorKind, 'person'>; label: string }

export interface AuditRecord {
  actor: AuditActor
  /** The kind of thing written: 'role', 'news', 'meeting', 'announcement', 'import', … */
  entity: string
  entityId?: string | number | null
  /** What was done: 'create', 'update', 'delete', 'grant', 'revoke', 'publish', … */
  action: string
  before?: unknown
  after?: unknown
  /** Where from: the request's address, or 'cli'. */
  origin: string
}

/** An actor for the command line: the command and the OS user who ran it. */
export function cliActor(command: string): AuditActor {
  return { kind: 'cli', label: `${command} (${process.env.USER ?? process.env.USERNAME ?? 'shell'})` }
}

let purgedAt = 0
const PURGE_EVERY_MS = 60 * 60 * 1000

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v))

export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  const { actor } = entry
  await db.query(
    `INSERT INTO audit_log (actor_kind, actor_id, actor, entity, entity_id, action, before, after, origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      actor.kind,
      actor.kind === 'person' ? actor.id : null,
      actor.label.slice(0, 200),
      entry.entity,
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      entry.action,
      json(entry.before),
      json(entry.after),
      entry.origin.slice(0, 100),
    ],
  )
  if (Date.now() - purgedAt > PURGE_EVERY_MS) {
    purgedAt = Date.now()
    await db.query(`DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)`, [AUDIT_RETENTION_DAYS])
  }
}
