/**
 * The one database interface the server uses. Both implementations (PGlite and a PostgreSQL
 * server through `pg`) run the same SQL, so every statement sticks to what PostgreSQL 15 and
 * 18 share, casts counts to int (pg returns bigint as a string) and dates to text (pg turns
 * `date` into a local-midnight Date).
 */
export type Row = Record<string, unknown>

export interface Db {
  readonly kind: 'pglite' | 'pg'
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs fn in one transaction; a nested call joins the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** A database server that can go away (PostgreSQL): whether it is known to be unreachable now (server/db/outage.ts). */
  readonly health?: { readonly down: boolean }
  /**
   * PGlite's one connection: `busy` while a transaction holds it, when any other statement waits
   * until it ends (server/content/cache.ts answers from what is committed meanwhile). An object,
   * so that a copy of the Db (`{ ...db }`) still sees it change. Absent on PostgreSQL.
   */
  readonly single?: { readonly busy: boolean }
  /**
   * LISTEN on a channel (server/live/): `onNotify` gets each NOTIFY's payload; `onListening` runs
   * once the LISTEN holds, and again after a lost connection is back (notifications sent in
   * between are lost: read what was missed then). Resolves to the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onListening?: () => void): Promise<() => Promise<void>>
}

/** jsonb parameters go in as text, so neither driver re-serializes them as arrays. */
export const json = (value: unknown): string => JSON.stringify(value)
