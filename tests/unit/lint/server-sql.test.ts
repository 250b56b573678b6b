import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The server's data access: a route handler asks its folder's query functions (`queries.ts`,
 * `store.ts`…) and never writes SQL itself, so every statement of a folder is found in one place.
 * A route module is a file that registers routes (a Hono app, `routes.add`) or handles a request
 * (a Hono `Context`, a content `ParsedRequest`).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const SERVER = path.join(ROOT, 'server')

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return serverFiles(full)
    return e.name.endsWith('.ts') ? [full] : []
  })
}

/** The code without its comments: a comment may well name a statement. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const ROUTE_MARKS = [/from 'hono'/, /\bnew Hono\b/, /\broutes\.add\(/, /\bParsedRequest\b/, /\bc\.req\b/]
const SQL_MARKS = [
  /\bSELECT\s+[\w*(]/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bON\s+CONFLICT\b/,
  /\b(db|tx)\.(query|exec)\b/,
  /(?<!req)\.(query|exec)(<[^>]*>)?\(\s*['"`]/,
]

const files = serverFiles(SERVER).map((file) => ({ file: path.relative(ROOT, file), text: code(readFileSync(file, 'utf8')) }))
const routeModules = files.filter((f) => ROUTE_MARKS.some((re) => re.test(f.text)))

describe('lint: no route handler holds SQL', () => {
  it('finds the route modules of every folder that serves requests', () => {
    const names = routeModules.map((f) => f.file)
    for (const known of ['server/accounts/register.ts', 'server/content/news.ts', 'server/calendar/routes.ts', 'server/program/schedule-routes.ts']) {
      expect(names).toContain(known)
    }
  })

  it('no route module writes SQL or calls the database itself', () => {
    const offenders = routeModules
      .filter((f) => !f.file.startsWith('server/db/'))
      .flatMap((f) => SQL_MARKS.filter((re) => re.test(f.text)).map((re) => `${f.file}: ${String(re)}`))
    expect(offenders).toEqual([])
  })
})
