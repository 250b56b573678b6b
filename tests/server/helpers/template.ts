import { createHash, randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedDemoAccounts } from '../../../server/demo/accounts'
import { seedDemoIfEmpty } from '../../../server/demo/seed'
import { migrate } from '../../../server/db/migrate'
import { PGlite } from '@electric-sql/pglite'
import { openPglite } from '../../../server/db/pglite'

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
/**
 * The shared folder beside the repository (real programs, published schemas): ../shared, or
 * FORUM_SHARED for a checkout elsewhere (a git worktree).
 */
export const SHARED = process.env.FORUM_SHARED || join(ROOT, '../shared')

function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) hashTree(hash, path)
    else hash.update(name).update(readFileSync(path))
  }
}

/** The template changes whenever the schema, the demo, the import or the contract changes. */
function templateKey(): string {
  const hash = createHash('sha1')
  for (const dir of ['server/db', 'server/demo', 'server/program/import', 'kernel']) hashTree(hash, join(ROOT, dir))
  return hash.digest('hex').slice(0, 12)
}

/**
 * initdb costs seconds, so one migrated and seeded PGlite data directory is kept under the
 * OS temp dir and copied for each test file (opening a copy takes under a second).
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), `forum-pglite-template-${templateKey()}`)
  if (existsSync(join(dir, 'PG_VERSION'))) return dir
  // Templates of older code are 80 MB each: keep only the current one.
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith('forum-pglite-template-') && !name.includes('.building-')) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true })
    }
  }
  const building = `${dir}.building-${randomUUID()}`
  const db = await openPglite(building)
  await migrate(db)
  await seedDemoIfEmpty(db)
  await seedDemoAccounts(db, true)
  await db.close()
  try {
    renameSync(building, dir)
  } catch {
    rmSync(building, { recursive: true, force: true }) // another worker won the race
  }
  return dir
}

/** A fresh copy of the template laid out as a DATA_DIR (PGlite lives in <DATA_DIR>/pglite). */
export async function copyTemplateDataDir(): Promise<string> {
  const template = await pgliteTemplate()
  const dataDir = join(tmpdir(), `forum-test-data-${randomUUID()}`)
  mkdirSync(dataDir, { recursive: true })
  cpSync(template, join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

/** The template as a tarball: loading it into an in-memory PGlite beats copying the directory. */
export async function pgliteTemplateDump(): Promise<Blob> {
  const dir = await pgliteTemplate()
  const file = `${dir}.tar`
  if (!existsSync(file)) {
    const pg = await PGlite.create(dir)
    const dump = await pg.dumpDataDir('none')
    await pg.close()
    const partial = `${file}.${randomUUID()}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
  }
  return new Blob([readFileSync(file)])
}
