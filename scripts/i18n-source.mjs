// Fills the source (ru) catalog's msgstr with its msgid, so that every catalog is complete
// and "missing translation" checks speak only of real gaps. Run after `lingui extract`.
import { readFileSync, writeFileSync } from 'node:fs'

const file = 'locales/ru/messages.po'
const blocks = readFileSync(file, 'utf8').split(/\n\n/)
const out = blocks.map((block) => {
  const m = block.match(/^((?:.*\n)*?)(msgid (?:".*"\n?)+)(msgstr (?:".*"\n?)+)$/)
  if (!m) return block
  const [, head, msgid, msgstr] = m
  if (msgid.trim() === 'msgid ""') return block
  if (msgstr.trim() !== 'msgstr ""') return block
  return head + msgid + msgid.replace(/^msgid/, 'msgstr').replace(/\n?$/, block.endsWith('\n') ? '\n' : '')
})
writeFileSync(file, out.join('\n\n'))
