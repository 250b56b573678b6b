/**
 * The program's figures (issue "a program you can trust"), in one process on an in-memory PGlite:
 * a 1,500-session file imported, the same file again (it must write nothing), a changed version,
 * and the changes between the two versions computed (server/program/diff.ts). Prints JSON.
 *
 *   tsx scripts/bench/program.ts [sessions]
 */
import { migrate } from '../../server/db/migrate'
import { openPglite } from '../../server/db/pglite'
import { importText } from '../../server/program/import'
import { diffPrograms } from '../../server/program/diff'
import { snapshotProgram } from '../../server/program/snapshot'
import { bigProgram } from './make-program'

const SESSIONS = Number(process.argv[2] ?? 1500)
const EVENT = 35
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now()
  const value = await fn()
  return [value, performance.now() - t]
}

async function main() {
  const db = await openPglite('memory://')
  await migrate(db)
  const v0 = JSON.stringify(bigProgram(SESSIONS, 0))
  const v1 = JSON.stringify(bigProgram(SESSIONS, 1))
  const contentVersion = async () => (await db.query<{ v: number }>('SELECT version AS v FROM content_meta'))[0]!.v

  const [first, firstMs] = await timed(() => importText(db, v0, { eventId: EVENT }))
  if (!first.ok) throw new Error(JSON.stringify(first.problems.slice(0, 3)))
  const before = await contentVersion()
  const [again, againMs] = await timed(() => importText(db, v0, { eventId: EVENT }))
  const wroteNothing = again.ok && again.changed === false && (await contentVersion()) === before

  const snapshotV0 = await snapshotProgram(db, EVENT)
  const [changed, changedMs] = await timed(() => importText(db, v1, { eventId: EVENT }))
  const snapshotMs: number[] = []
  const diffMs: number[] = []
  let changes = 0
  for (let i = 0; i < 7; i++) {
    const [snapshotV1, ms] = await timed(() => snapshotProgram(db, EVENT))
    snapshotMs.push(ms)
    const t = performance.now()
    changes = diffPrograms(snapshotV0, snapshotV1).length
    diffMs.push(performance.now() - t)
  }
  await db.close()
  console.log(
    JSON.stringify({
      sessions: SESSIONS,
      firstImportMs: Math.round(firstMs),
      unchangedImportMs: Math.round(againMs),
      unchangedWroteNothing: wroteNothing,
      changedImportMs: Math.round(changedMs),
      changedVersion: changed.ok ? changed.programVersion : null,
      changes,
      snapshotMs: Math.round(median(snapshotMs)),
      diffMs: Math.round(median(diffMs) * 10) / 10,
      changesMs: Math.round(median(snapshotMs.map((s, i) => s + diffMs[i]!))),
    }),
  )
}

void main()
