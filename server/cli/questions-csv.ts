/**
 * npm run questions:csv -- questions|feedback [FILE]
 * The organizer's CSV of every session's questions (with votes and state; an anonymous question's
 * author left empty) or feedback (ratings and comments, no person), from the database named by
 * DATABASE_URL or the PGlite data directory DATA_DIR (default ./.data; stop the server first).
 * Without FILE it goes to standard output. The same files: GET /api/questions/export/{questions,feedback}.csv
 * with ORGANIZER_TOKEN. Exit code 0 on success, 1 on a problem, 2 on wrong usage.
 */
import { writeFileSync } from 'node:fs'
import { openCliDatabase } from './database'
import { feedbackCsv, questionsCsv } from '../questions/export'

const USAGE = 'Usage: npm run questions:csv -- questions|feedback [FILE]'

async function main() {
  const [kind, file, ...rest] = process.argv.slice(2)
  if ((kind !== 'questions' && kind !== 'feedback') || rest.length > 0) {
    console.error(USAGE)
    process.exit(2)
  }
  const db = await openCliDatabase()
  let code = 0
  try {
    const csv = kind === 'feedback' ? await feedbackCsv(db) : await questionsCsv(db)
    if (file) writeFileSync(file, csv)
    else process.stdout.write(csv)
  } catch (err) {
    console.error(`The export failed: ${(err as Error).message}`)
    code = 1
  }
  // Close before exiting: PGlite writes its last pages on close.
  await db.close()
  process.exit(code)
}

void main()
