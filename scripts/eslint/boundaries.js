// The layers of the code base, kept by lint (README, "Architecture"):
// - kernel/ (the contract, the constants and the rules the site and the server share) imports
//   none of src/, machines/ or server/;
// - machines/ import only the kernel; server/ imports neither src/ nor machines/;
// - a feature (src/features/X) imports no other feature; src/components, src/session and src/lib
//   import no feature;
// - inside server/, a folder imports only folders on lower floors (SERVER_FLOORS, server/README.md
//   "Layers"): no upward import, and none between two folders of one floor, so no loops.
import { statSync } from 'node:fs'
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
  ['http', 'audit'], // audit: the audit log, written by every desk, CLI and API write
  ['auth', 'content'],
  ['mail', 'media'],
  ['program', 'seats'], // seats: the sign-up rules, read by accounts and staff
  ['accounts'],
  ['calendar', 'reminders'],
  ['live'],
  ['staff', 'questions'],
  ['pages'],
  ['desk'], // the organizer's desk API (/api/desk/*): content, program, roles, the audit log
  ['demo'],
  ['root'], // app.ts (the one composition root), main.ts, worker.ts, primary.ts, cli/
]
const SERVER_BASICS = ['config.ts', 'account-config.ts', 'log.ts', 'time.ts']
const SERVER_ROOT_FOLDERS = ['cli']

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
  if (parts[0] === 'src' && parts[1] === 'features') return { layer: 'feature', feature: parts[2] }
  if (parts[0] === 'src' && ['components', 'session', 'lib', 'i18n'].includes(parts[1])) return { layer: 'shared' }
  return { layer: parts[0] }
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

const rule = {
  meta: { type: 'problem', schema: [], messages: { refused: 'Import of {{target}}: {{why}}.' } },
  create(context) {
    const file = context.filename
    const from = placeOf(file)
    const check = (node) => {
      const spec = node.source && node.source.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = path.resolve(path.dirname(file), spec)
      const why = refusal(from, placeOf(target))
      if (why) context.report({ node: node.source, messageId: 'refused', data: { target: spec, why } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export default { rules: { layers: rule } }
