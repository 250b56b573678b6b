// The layers of the code base, kept by lint (README, "Architecture"):
// - kernel/ (the contract, the constants and the rules the site and the server share) imports
//   none of src/, machines/ or server/;
// - machines/ import only the kernel; server/ imports neither src/ nor machines/;
// - a feature (src/features/X) imports no other feature; src/components, src/session and src/lib
//   import no feature.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const top = (file) => path.relative(root, file).split(path.sep)

/** The layer a file (or an import's target) belongs to, and the feature for src/features/X. */
function placeOf(file) {
  const parts = top(file)
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
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature)
    return `no imports between features (${from.feature} → ${to.feature}): move what both need to src/session or src/components`
  if (from.layer === 'shared' && to.layer === 'feature') return 'src/components, src/session and src/lib import no feature'
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
