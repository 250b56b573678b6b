// The layers of the code base, kept by lint (README, "Architecture"):
// - kernel/ (the contract, the constants and the rules the site and the server share) imports
//   none of src/, machines/ or server/;
// - machines/ import only the kernel; server/ imports neither src/ nor machines/;
// - inside src/, a folder imports only folders on lower floors (CLIENT_FLOORS, README
//   "Architecture"): the kernel and the machines, then lib, session, pwa, components, the features
//   (none imports another), the routes and the composition root;
// - inside server/, a folder imports only folders on lower floors (SERVER_FLOORS, server/README.md
//   "Layers"): no upward import, and none between two folders of one floor, so no loops;
// - inside one folder (a floor's folder, a feature), files import each other without a loop.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const top = (file) => path.relative(root, file).split(path.sep)

/**
 * The server's floors, bottom first. A folder of server/ imports only from folders on a lower
 * floor (and the kernel); folders of one floor import neither each other. `basics` are the
 * root files every folder may use; `root` is the composition root and the entry points.
 */
export const SERVER_FLOORS = [
  ['basics'], // config.ts, account-config.ts, log.ts, time.ts
  ['db', 'i18n'], // i18n: the server's texts, from the site's catalogs; http's error messages use them
  ['http', 'audit', 'events'], // audit: the audit log, written by every desk, CLI and API write; events: the webhooks' outbox
  ['auth', 'content', 'openapi'], // openapi: the API's document, read from the kernel's contract
  ['mail', 'media'],
  ['program', 'seats'], // seats: the sign-up rules, read by accounts and staff
  ['accounts'],
  ['calendar', 'reminders'],
  ['live'],
  ['staff', 'questions'],
  ['pages'],
  ['desk'], // the organizer's desk API (/api/desk/*): content, program, roles, the audit log
  ['desk-people', 'desk-day'], // the desk's people, exports and tickets; the day's dashboard; behind desk/'s guard
  ['desk-mail'], // the desk's messages to a group: segments over desk-people's filter
  ['tokens', 'webhooks'], // API tokens (the desk's page, the scopes' check); webhooks (their page, the dispatcher)
  ['demo'],
  ['root'], // app.ts (the one composition root), main.ts, worker.ts, primary.ts, cli/
]
const SERVER_BASICS = ['config.ts', 'account-config.ts', 'log.ts', 'time.ts']
const SERVER_ROOT_FOLDERS = ['cli']

/**
 * The site's floors, bottom first, above the kernel and the machines (which import no src/). A
 * folder of src/ imports only from folders on a lower floor; folders of one floor (the features)
 * import neither each other. `context` is src/router-context.ts (what the router hands to loaders:
 * the clients and the actors, as types); `root` is the composition root (app.tsx, the router, the
 * entry points).
 */
export const CLIENT_FLOORS = [
  ['styles', 'i18n'], // styles: CSS only; i18n: the language of the page and its catalogs
  ['lib', 'dev'], // lib: the API clients and helpers; dev: the inspector for `npm run dev`
  ['session'], // the person's session, their data in the browser, the live channel's actor
  ['context'],
  ['pwa'], // the offline copy: the worker and the page's side of it
  ['components'],
  ['features'],
  ['routes'],
  ['root'],
]
const CLIENT_FILES = { 'router-context.ts': 'context' }

const isDirectory = (dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false
const floorOf = (part) => SERVER_FLOORS.findIndex((floor) => floor.includes(part))

/** The server folder (or `basics`/`root`) a path under server/ belongs to. */
function serverPart(parts) {
  if (parts.length === 2 && !isDirectory(path.join(root, ...parts))) {
    const file = /\.[cm]?[jt]sx?$/.test(parts[1]) ? parts[1] : `${parts[1]}.ts`
    return SERVER_BASICS.includes(file) ? 'basics' : 'root'
  }
  return SERVER_ROOT_FOLDERS.includes(parts[1]) ? 'root' : parts[1]
}

/** The layer a file (or an import's target) belongs to, and the feature for src/features/X. */
function placeOf(file) {
  const parts = top(file)
  if (parts[0] === 'server') return { layer: 'server', part: serverPart(parts) }
  if (parts[0] === 'src' && parts[1] === 'features') return { layer: 'feature', feature: parts[2], part: 'features' }
  if (parts[0] === 'src') return { layer: ['components', 'session', 'lib', 'i18n'].includes(parts[1]) ? 'shared' : 'src', part: clientPart(parts) }
  return { layer: parts[0] }
}

/** The src/ folder (or `context`/`root`) a path under src/ belongs to. */
function clientPart(parts) {
  if (parts.length > 2 || isDirectory(path.join(root, ...parts))) return parts[1]
  const file = /\.[cm]?[jt]sx?$/.test(parts[1]) ? parts[1] : `${parts[1]}.ts`
  return CLIENT_FILES[file] ?? 'root'
}

function refusal(from, to) {
  if (from.layer === 'kernel' && ['src', 'feature', 'shared', 'machines', 'server'].includes(to.layer))
    return 'the shared kernel imports nothing from src/, machines/ or server/'
  if (from.layer === 'machines' && ['src', 'feature', 'shared', 'server'].includes(to.layer))
    return 'machines are pure: they import only the kernel'
  if (from.layer === 'server' && ['src', 'feature', 'shared', 'machines'].includes(to.layer))
    return 'the server imports only the kernel, never the site'
  if (from.layer === 'server' && to.layer === 'server' && from.part !== to.part) return serverRefusal(from.part, to.part)
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature)
    return `no imports between features (${from.feature} → ${to.feature}): move what both need to src/session or src/components`
  if (from.layer === 'shared' && to.layer === 'feature') return 'src/components, src/session and src/lib import no feature'
  if (from.part && to.part && from.part !== to.part && ['src', 'shared', 'feature'].includes(from.layer)) return clientRefusal(from.part, to.part)
  return null
}

const clientFloorOf = (part) => CLIENT_FLOORS.findIndex((floor) => floor.includes(part))
const clientWhere = (part) => (part === 'root' ? 'the composition root' : part === 'context' ? 'src/router-context.ts' : `src/${part}/`)

function clientRefusal(from, to) {
  const [a, b] = [clientFloorOf(from), clientFloorOf(to)]
  const list = 'scripts/eslint/boundaries.js CLIENT_FLOORS'
  if (a < 0) return `${clientWhere(from)} is on no floor of the site: add it to ${list}`
  if (b < 0) return `${clientWhere(to)} is on no floor of the site: add it to ${list}`
  if (a === b) return `${clientWhere(from)} and ${clientWhere(to)} share a floor and import neither each other: move the shared piece down a floor`
  if (b > a)
    return `${clientWhere(from)} (floor ${a}) imports nothing from ${clientWhere(to)} above it (floor ${b}): move the shared piece down, or pass it in from src/app.tsx`
  return null
}

const where = (part) => (part === 'basics' || part === 'root' ? `the server's ${part}` : `server/${part}/`)

function serverRefusal(from, to) {
  const [a, b] = [floorOf(from), floorOf(to)]
  const list = 'scripts/eslint/boundaries.js SERVER_FLOORS'
  if (a < 0) return `${where(from)} is on no floor of the server: add it to ${list}`
  if (b < 0) return `${where(to)} is on no floor of the server: add it to ${list}`
  if (a === b)
    return `${where(from)} and ${where(to)} share a floor and import neither each other: move the shared piece down a floor, or pass it in from server/app.ts`
  if (b > a)
    return `${where(from)} (floor ${a}) imports nothing from ${where(to)} above it (floor ${b}): move the shared piece down, or pass it in from server/app.ts`
  return null
}

/**
 * The folder whose files must not import each other in a loop: a server folder, a site folder (one
 * feature for src/features/X), else the file's own directory (the kernel's, the machines', a test
 * fixture's).
 */
function loopUnit(file) {
  const place = placeOf(file)
  if (place.layer === 'server') return `server:${place.part}`
  if (place.layer === 'feature') return `feature:${place.feature}`
  if (place.part) return `src:${place.part}`
  return `dir:${path.dirname(file)}`
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
/** The file an import names (TypeScript's way: `./x` is x.ts or x/index.ts; `./x.js` may be x.ts). */
function resolveImport(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec)
  const tries = [...EXTENSIONS.map((e) => base + e), ...(/\.[cm]?js$/.test(base) ? [base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx')] : [])]
  return tries.find((f) => statSync(f, { throwIfNoEntry: false })?.isFile()) ?? null
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g
const scanned = new Map()
/**
 * The files a file imports, types included: a type shared both ways is a piece that belongs in a
 * file of its own, as a value would be.
 */
function importsOf(file) {
  const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs
  const known = scanned.get(file)
  if (known && known.mtime === mtime) return known.targets
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  const targets = []
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2])
    if (target) targets.push(target)
  }
  scanned.set(file, { mtime, targets })
  return targets
}

/** A path of imports inside `unit` from `start` back to `file`, or null: the loop an import closes. */
export function loopBack(file, start, unit = loopUnit(file)) {
  const seen = new Set()
  const walk = (at, trail) => {
    if (at === file) return trail
    if (seen.has(at) || loopUnit(at) !== unit) return null
    seen.add(at)
    for (const next of importsOf(at)) {
      const found = walk(next, [...trail, next])
      if (found) return found
    }
    return null
  }
  return walk(start, [start])
}

const rule = {
  meta: {
    type: 'problem',
    // `{ loops: false }`: the layers only, for a file whose loop is being taken apart.
    schema: [{ type: 'object', properties: { loops: { type: 'boolean' } }, additionalProperties: false }],
    messages: { refused: 'Import of {{target}}: {{why}}.' },
  },
  create(context) {
    const file = context.filename
    const from = placeOf(file)
    const check = (node) => {
      const spec = node.source && node.source.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = path.resolve(path.dirname(file), spec)
      const why = refusal(from, placeOf(target))
      if (why) return context.report({ node: node.source, messageId: 'refused', data: { target: spec, why } })
      if (context.options[0]?.loops === false) return
      const resolved = resolveImport(file, spec)
      if (!resolved || loopUnit(resolved) !== loopUnit(file)) return
      const loop = loopBack(file, resolved)
      if (loop) {
        const names = [file, ...loop].map((f) => path.relative(root, f)).join(' → ')
        context.report({ node: node.source, messageId: 'refused', data: { target: spec, why: `a loop between files of one folder (${names}): move what both need into a file of its own` } })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export default { rules: { layers: rule } }
