// Sets English translations in locales/en/messages.po from a JSON file { "<ru msgid>": "<en>" }.
// Usage: node scripts/i18n-set.mjs translations.json   (run under `flock /tmp/i18n.lock` when
// several people edit catalogs at once). Reports ids it could not find.
import { readFileSync, writeFileSync } from 'node:fs'

const file = 'locales/en/messages.po'
const wanted = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const po = (s) => JSON.stringify(s)
const unpo = (lines) =>
  lines
    .split('\n')
    .map((l) => l.replace(/^(msgid|msgstr) /, '').trim())
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .join('')

const found = new Set()
const blocks = readFileSync(file, 'utf8').split(/\n\n/)
const out = blocks.map((block) => {
  const m = block.match(/^((?:.*\n)*?)(msgid (?:".*"\n?)+)(msgstr (?:".*"\n?)+)$/)
  if (!m) return block
  const [, head, msgid] = m
  const id = unpo(msgid)
  if (!(id in wanted)) return block
  found.add(id)
  return `${head}${msgid.endsWith('\n') ? msgid : msgid + '\n'}msgstr ${po(wanted[id])}${block.endsWith('\n') ? '\n' : ''}`
})
writeFileSync(file, out.join('\n\n'))
const missing = Object.keys(wanted).filter((id) => !found.has(id))
console.log(`set ${found.size} translations${missing.length ? `; not in catalog (run extract first): ${missing.join(' | ')}` : ''}`)
