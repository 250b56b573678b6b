/**
 * npm run content:import -- FILE [--dry-run] [--time-zone ZONE] [--event-id N]
 * Loads organizers' content into the database named by DATABASE_URL, or the PGlite data
 * directory DATA_DIR (default ./.data): our own JSON shape, or a program exported as c3voc
 * schedule JSON or frab XML (told apart by content; server/IMPORT.md).
 * Exit code 0 on success, 1 on any problem (nothing written), 2 on wrong usage.
 */
import { readFileSync } from 'node:fs'
import { loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import type { Db } from '../db/types'
import { type ImportReport, importText } from '../program/import'

const USAGE = `Usage: npm run content:import -- <file> [--dry-run] [--time-zone ZONE] [--event-id N]
The file is our own JSON shape, c3voc schedule JSON or frab XML; see server/IMPORT.md.`

function exit(message: string, code: number): never {
  ;(code === 0 ? console.log : console.error)(message)
  process.exit(code)
}

function parseArgs(argv: string[]) {
  const files: string[] = []
  const options: { dryRun?: boolean; timeZone?: string; eventId?: number } = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [name, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string | undefined]) : [arg, undefined]
    const value = () => inline ?? argv[++i] ?? exit(`${name} needs a value\n${USAGE}`, 2)
    if (name === '--dry-run') options.dryRun = true
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
  return [`${file}: imported ${counts}${withdrawn} (content version ${report.version})`, 0]
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
    outcome = describe(file, await importText(db, text, options), options.dryRun === true)
  } catch (err) {
    outcome = [`${file}: the database refused the import, nothing was imported: ${(err as Error).message}`, 1]
  }
  await db.close()
  exit(...outcome)
}

void main()
