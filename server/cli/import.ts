/**
 * npm run content:import -- FILE [--dry-run] [--strict] [--time-zone ZONE] [--event-id N]
 * Loads organizers' content: our own JSON shape, or a program exported as c3voc schedule JSON or
 * frab XML (told apart by content; server/IMPORT.md). With PROGRAM_IMPORT_KEY set, the file is
 * handed to the running server (IMPORT_SERVER_URL, default http://127.0.0.1:PORT), which imports it
 * into its own database, PGlite included; when no server answers there, or without the key, it is
 * written to the database named by DATABASE_URL, or the PGlite data directory DATA_DIR.
 * PROGRAM_TIME_ZONE, PROGRAM_EVENT_ID and PROGRAM_STRICT stand for the options (the options win).
 * Exit code 0 on success, 1 on any problem (nothing written), 2 on wrong usage.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import type { Db } from '../db/types'
import { type ImportReport, importText } from '../program/import'
import { IMPORT_PATH } from '../program/import-route'
import { previewImport } from '../desk/import-preview'
import type { ImportPreview } from '../../kernel/contract/desk-import'

const USAGE = `Usage: npm run content:import -- <file> [--dry-run] [--strict] [--time-zone ZONE] [--event-id N]
The file is our own JSON shape, c3voc schedule JSON or frab XML; see server/IMPORT.md.`

function exit(message: string, code: number): never {
  ;(code === 0 ? console.log : console.error)(message)
  process.exit(code)
}

function parseArgs(argv: string[]) {
  const files: string[] = []
  const options: { dryRun?: boolean; strict?: boolean; timeZone?: string; eventId?: number } = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [name, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string | undefined]) : [arg, undefined]
    const value = () => inline ?? argv[++i] ?? exit(`${name} needs a value\n${USAGE}`, 2)
    if (name === '--dry-run') options.dryRun = true
    else if (name === '--strict') options.strict = true
    else if (name === '--time-zone') options.timeZone = value()
    else if (name === '--event-id') {
      const v = value()
      if (!/^[1-9]\d{0,8}$/.test(v)) exit(`--event-id ${v}: must be a positive integer`, 2)
      options.eventId = Number(v)
    } else if (name.startsWith('--')) exit(`Unknown option ${name}\n${USAGE}`, 2)
    else files.push(arg)
  }
  if (files.length !== 1) exit(USAGE, 2)
  return { file: files[0] as string, options }
}

function describe(file: string, report: ImportReport, dryRun: boolean): [string, number] {
  const warned = report.ok && report.warnings?.length
    ? `\n${report.warnings.length} warning(s), imported with the fix server/IMPORT.md describes (--strict refuses instead):\n${report.warnings.map((w) => `  ${w.path}: ${w.message}`).join('\n')}`
    : ''
  const [line, code] = describeReport(file, report, dryRun)
  return [line + warned, code]
}

function describeReport(file: string, report: ImportReport, dryRun: boolean): [string, number] {
  if (!report.ok) {
    const [only] = report.problems
    if (report.problems.length === 1 && only?.path === '(file)') return [`${file}: ${only.message}; nothing was imported`, 1]
    const lines = report.problems.map((p) => `  ${p.path}: ${p.message}`)
    return [`${file}: ${report.problems.length} problem(s), nothing was imported:\n${lines.join('\n')}`, 1]
  }
  const counts = Object.entries(report.counts).map(([section, n]) => `${section} ${n}`).join(', ')
  const withdrawn = report.withdrawn ? `, withdrew ${report.withdrawn} session(s) gone from the file` : ''
  if (dryRun) return [`${file}: valid (${counts}${withdrawn}); dry run, nothing written`, 0]
  if (report.changed === false) return [`${file}: nothing changed (${counts}; content version ${report.version})`, 0]
  const program = report.programVersion ? `, program version ${report.programVersion}` : ''
  return [`${file}: imported ${counts}${withdrawn} (content version ${report.version}${program})`, 0]
}

async function main() {
  const { file, options } = parseArgs(process.argv.slice(2))
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    exit(`${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`, 1)
  }

  const config = loadConfig()
  // The environment's equivalents of the options; the options given win.
  Object.assign(options, { ...config.program.options, ...options })
  if (config.program.importKey) {
    const handed = await handOver(file, text, options, config.program.importKey, serverUrl(config))
    if (handed) exit(...handed)
  }
  let db: Db
  try {
    db = await openDatabase(config)
    await migrate(db)
  } catch (err) {
    exit(`Cannot open the database: ${(err as Error).message}`, 1)
  }
  // Close before exiting: PGlite writes its last pages on close.
  let outcome: [string, number]
  try {
    outcome = describe(file, await importText(db, text, { ...options, source: { kind: 'file', name: basename(file) } }), options.dryRun === true)
    // The desk's preview: what the import would change, from the same run thrown away.
    if (options.dryRun && outcome[1] === 0 && options.timeZone === undefined && options.eventId === undefined) {
      outcome = [`${outcome[0]}\n${describePreview(await previewImport(db, text, basename(file)))}`, 0]
    }
  } catch (err) {
    outcome = [`${file}: the database refused the import, nothing was imported: ${(err as Error).message}`, 1]
  }
  await db.close()
  exit(...outcome)
}

/** The preview's lines: the changes by kind, the sessions, the demo question. */
function describePreview(p: ImportPreview): string {
  const kinds = Object.entries(p.changes).map(([k, n]) => `${k} ${n}`).join(', ')
  const lines = [`Would change: ${kinds || 'no session'}`]
  for (const s of p.sessions.slice(0, 20)) lines.push(`  ${s.id} ${s.title}: ${s.kinds.join(', ')}`)
  if (p.sessions.length > 20) lines.push(`  … and ${p.sessions.length - 20} more`)
  if (p.demo) lines.push("The database holds the demo program: this import replaces its sessions, the demo's news, speakers, partners and figures stay.")
  return lines.join('\n')
}

/** Where the running server listens for the hand-over. */
function serverUrl(config: ReturnType<typeof loadConfig>): string {
  const given = process.env.IMPORT_SERVER_URL?.trim()
  if (given) return given.replace(/\/$/, '')
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === 'localhost' ? '127.0.0.1' : config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`
}

/**
 * Hands the file to the running server; null when no server answers there (the caller then
 * writes to the database itself). Its report is described as a local import's.
 */
async function handOver(
  file: string,
  text: string,
  options: { dryRun?: boolean; strict?: boolean; timeZone?: string; eventId?: number },
  key: string,
  base: string,
): Promise<[string, number] | null> {
  const query = new URLSearchParams({ name: basename(file) })
  if (options.timeZone) query.set('time_zone', options.timeZone)
  if (options.eventId) query.set('event_id', String(options.eventId))
  if (options.strict) query.set('strict', '1')
  if (options.dryRun) query.set('dry_run', '1')
  let res: Response
  try {
    res = await fetch(`${base}${IMPORT_PATH}?${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'text/plain; charset=utf-8' },
      body: text,
    })
  } catch (err) {
    const cause = (err as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause
    const code = cause?.code ?? cause?.errors?.[0]?.code
    if (code === 'ECONNREFUSED' || cause?.errors?.some((e) => e.code === 'ECONNREFUSED')) {
      console.log(`No server answers at ${base}: writing to the database directly`)
      return null
    }
    return [`${file}: the server at ${base} did not answer (${code ?? (err as Error).message}); nothing was imported`, 1]
  }
  const body = (await res.json().catch(() => null)) as { data?: ImportReport; message?: string } | null
  if (res.status === 404) {
    console.log(`The server at ${base} takes no files (is PROGRAM_IMPORT_KEY set for it too?): writing to the database directly`)
    return null
  }
  if (!res.ok || !body?.data) return [`${file}: the server at ${base} refused it (HTTP ${res.status}: ${body?.message ?? 'no reason given'}); nothing was imported`, 1]
  const [line, code] = describe(file, body.data, options.dryRun === true)
  return [`${line}\n(imported by the running server at ${base})`, code]
}

void main()
