/**
 * npm run content:import -- file.json [--dry-run]
 * Loads organizers' content (server/IMPORT.md) into the database named by DATABASE_URL,
 * or the PGlite data directory DATA_DIR (default ./.data). Exit code 0 on success, 1 on any problem.
 */
import { readFileSync } from 'node:fs'
import { loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import type { Db } from '../db/types'
import { importContent } from '../import'

const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const files = args.filter((a) => !a.startsWith('--'))

function exit(message: string, code: number): never {
  ;(code === 0 ? console.log : console.error)(message)
  process.exit(code)
}

async function main() {
  if (files.length !== 1) exit('Usage: npm run content:import -- <file.json> [--dry-run]\nThe file format is described in server/IMPORT.md.', 2)
  const file = files[0] as string
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    exit(`${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not valid JSON (${(err as Error).message})`}`, 1)
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
    const report = await importContent(db, raw, { dryRun })
    if (!report.ok) {
      const lines = report.problems.map((p) => `  ${p.path}: ${p.message}`)
      outcome = [`${file}: ${report.problems.length} problem(s), nothing was imported:\n${lines.join('\n')}`, 1]
    } else {
      const counts = Object.entries(report.counts).map(([section, n]) => `${section} ${n}`).join(', ')
      outcome = dryRun
        ? [`${file}: valid (${counts}); dry run, nothing written`, 0]
        : [`${file}: imported ${counts} (content version ${report.version})`, 0]
    }
  } catch (err) {
    outcome = [`${file}: the database refused the import, nothing was imported: ${(err as Error).message}`, 1]
  }
  await db.close()
  exit(...outcome)
}

void main()
