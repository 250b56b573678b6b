/**
 * The change log as an Atom feed (RFC 4287), `/program/changes.atom` (`?lang=en` for English):
 * one entry per version of the program, newest first, each listing its changes with links to the
 * sessions, in the venue's time, written as the page writes them (kernel/program-changes.ts).
 */
import type { Lang } from '../../kernel/constants'
import type { ChangeKind, ProgramChange, ProgramChanges, ProgramVersion } from '../../kernel/contract/changes'
import { changeFacts, changeSessionPath, stateText } from '../../kernel/program-changes'
import { text } from '../i18n'

export const CHANGES_FEED_PATH = '/program/changes.atom'
/** Versions in the feed: a reader that polls sees every one of a busy day. */
export const FEED_VERSIONS = 50
/** The same log as JSON Feed 1.1 (changes-json-feed.ts). */
export const CHANGES_JSON_FEED_PATH = '/program/changes.json'

/** The feed's texts in one language (server/i18n: the site's catalogs). */
export const textsIn = (lang: Lang) => ({
  title: text(lang, /*i18n*/ { id: 'Изменения в программе' }),
  version: text(lang, /*i18n*/ { id: 'Версия' }),
  initial: text(lang, /*i18n*/ { id: 'Первая версия программы, сессий:' }),
  changes: text(lang, /*i18n*/ { id: 'изменений:' }),
  kinds: kindNames(lang),
})

/** What each kind of change is called, as the feed, the mails and the reminders write it. */
const kindNames = (lang: Lang): Record<ChangeKind, string> => ({
  added: text(lang, /*i18n*/ { id: 'Новая сессия' }),
  cancelled: text(lang, /*i18n*/ { id: 'Отменена' }),
  restored: text(lang, /*i18n*/ { id: 'Снова в программе' }),
  moved: text(lang, /*i18n*/ { id: 'Перенесена' }),
  hall: text(lang, /*i18n*/ { id: 'Другой зал' }),
  retitled: text(lang, /*i18n*/ { id: 'Новое название' }),
  speakers: text(lang, /*i18n*/ { id: 'Спикеры' }),
})

const ALL_KINDS: readonly ChangeKind[] = ['added', 'cancelled', 'restored', 'moved', 'hall', 'retitled', 'speakers']

/** Text and attribute values for XML (and for the HTML inside `content`, escaped once more by xml()). */
const xml = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** RFC 3339 in UTC, as Atom readers expect it. */
const utc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** A change's facts as lines in one language ("Перенесена: 14:00–15:00 → 15:30–16:30"), only of these kinds. */
export function changeLines(change: ProgramChange, lang: Lang, timezone: string, kinds: readonly ChangeKind[] = ALL_KINDS): string[] {
  const names = kindNames(lang)
  return changeFacts(change, lang, timezone)
    .filter((f) => kinds.includes(f.kind))
    .map((f) => `${names[f.kind]}: ${f.before ? `${f.before} → ${f.after}` : f.after}`)
}

export function entryHtml(version: ProgramVersion, lang: Lang, site: string, timezone: string): string {
  const texts = textsIn(lang)
  if (version.initial) return `<p>${xml(`${texts.initial} ${version.change_count}`)}</p>`
  const query = lang === 'ru' ? '' : `?lang=${lang}`
  const items = version.changes.map((change) => {
    const title = stateText(change.after, lang).title
    const facts = changeFacts(change, lang, timezone).map(
      (f) => `<li>${xml(texts.kinds[f.kind])}: ${f.before ? `${xml(f.before)} → ${xml(f.after)}` : xml(f.after)}</li>`,
    )
    return `<li><a href="${xml(`${site}${changeSessionPath(change)}${query}`)}">${xml(title)}</a><ul>${facts.join('')}</ul></li>`
  })
  return `<ul>${items.join('')}</ul>`
}

export function changesAtom(data: ProgramChanges, opts: { lang: Lang; site: string; eventName: string }): string {
  const { lang, site, eventName } = opts
  const texts = textsIn(lang)
  const query = lang === 'ru' ? '' : `?lang=${lang}`
  const page = `${site}/program/changes${query}`
  const newest = data.versions[0]
  const title = eventName ? `${eventName}: ${texts.title}` : texts.title
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${xml(`${site}/program/changes`)}</id>`,
    `  <title>${xml(title)}</title>`,
    // A feed without versions: the epoch, stable, so the same program gives the same bytes.
    `  <updated>${newest ? utc(newest.at) : '1970-01-01T00:00:00Z'}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${site}${CHANGES_FEED_PATH}${query}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    `  <author><name>${xml(eventName || site)}</name></author>`,
  ]
  for (const v of data.versions) {
    const summary = v.initial ? `${texts.initial} ${v.change_count}` : `${texts.changes} ${v.change_count}`
    out.push(
      '  <entry>',
      `    <id>${xml(`${site}/program/changes#version-${v.number}`)}</id>`,
      `    <title>${xml(`${texts.version} ${v.number}`)}</title>`,
      `    <updated>${utc(v.at)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(`${page}#version-${v.number}`)}"/>`,
      `    <summary>${xml(summary)}</summary>`,
      `    <content type="html">${xml(entryHtml(v, lang, site, data.timezone))}</content>`,
      '  </entry>',
    )
  }
  out.push('</feed>', '')
  return out.join('\n')
}
