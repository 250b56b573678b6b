/**
 * Import in the desk (docs/desk.md, "Import"): the file (frab XML, c3voc JSON, our JSON) is sent
 * as the request's body (text, not JSON). The preview runs the whole import and throws it away:
 * it shows what would change and writes nothing; apply writes it. The pull's state and "pull now".
 */
import { type Infer, array, boolean, enums, integer, nullable, record, string, type } from 'superstruct'
import { Id, IsoDateTime } from './common'
import { EDITORS } from './desk'

export const ImportProblem = type({ path: string(), message: string() })
export const ImportPreview = type({
  ok: boolean(),
  problems: array(ImportProblem),
  warnings: array(ImportProblem),
  counts: record(string(), integer()),
  /** How many sessions each kind of change touches. */
  changes: record(string(), integer()),
  /** The changed sessions (the first 300), each with its kinds. */
  sessions: array(type({ id: Id, title: string(), kinds: array(string()) })),
  /** The database holds the demo program: importing another forum's program would mix with the demo's content. */
  demo: boolean(),
})
export type ImportPreview = Infer<typeof ImportPreview>

export const ImportApplied = type({ ok: boolean(), problems: array(ImportProblem), version: integer(), program_version: nullable(integer()) })

export const PullState = type({
  configured: boolean(),
  url: nullable(string()),
  checked_at: nullable(IsoDateTime),
  result: nullable(enums(['imported', 'unchanged', 'refused', 'failed'] as const)),
  message: nullable(string()),
  version: nullable(integer()),
})
export type PullState = Infer<typeof PullState>

export const IMPORT_TEXT_MAX_BYTES = 20 * 1024 * 1024

export const deskImportEndpoints = {
  /** Body: the file's text; ?name= the file's name. */
  importPreview: { method: 'POST', path: '/api/desk/import/preview', roles: EDITORS, body: null, response: ImportPreview },
  /** Body: the file's text; ?name=, and ?replace_demo=1 once the editor answered the demo question. */
  importApply: { method: 'POST', path: '/api/desk/import/apply', roles: EDITORS, body: null, response: ImportApplied },
  pull: { method: 'GET', path: '/api/desk/import/pull', roles: EDITORS, body: null, response: PullState },
  pullNow: { method: 'POST', path: '/api/desk/import/pull', roles: EDITORS, body: null, response: PullState },
} as const
