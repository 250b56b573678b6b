/**
 * The change log as an Atom feed (RFC 4287), `/program/changes.atom` (`?lang=en` for English):
 * one entry per version of the program, newest first, each listing its changes with links to the
 * sessions, in the venue's time, written as the page writes them (kernel/program-changes.ts).
 */
import { Hono } from 'hono'
import { EVENT_ID, type Lang } from '../../kernel/constants'
import type { ChangeKind, ProgramChange, ProgramChanges, ProgramVersion } from '../../kernel/contract/changes'
import { langOrDefault } from '../../kernel/lang'
import { changeFacts, changeSessionPath, stateText } from '../../kernel/program-changes'
import type { ContentCache } from '../content/cache'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { loadChanges } from './changes-api'
import { findEventName } from './queries'

export const CHANGES_FEED_PATH = '/program/changes.atom'
/** Versions in the feed: a reader that polls sees every one of a busy day. */
const FEED_VERSIONS = 50

const TEXTS: Record<Lang, { title: string; version: string; initial: string; kinds: Record<ChangeKind, string>; changes: string }> = {
  ru: {
    title: 'Изменения в программе',
    version: 'Версия',
    initial: 'Первая версия программы, сессий:',
    changes: 'изменений:',
    kinds: {
      added: 'Новая сессия',
      cancelled: 'Отменена',
      restored: 'Снова в программе',
      moved: 'Перенесена',
      hall: 'Другой зал',
      retitled: 'Новое название',
      speakers: 'Спикеры',
    },
  },
  en: {
    title: 'Program changes',
    version: 'Version',
    initial: 'The first version of the program, sessions:',
    changes: 'changes:',
    kinds: {
      added: 'New session',
      cancelled: 'Cancelled',
      restored: 'Back in the program',
      moved: 'Moved',
      hall: 'Another hall',
      retitled: 'New title',
      speakers: 'Speakers',
    },
  },
}

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
export function changeLines(change: ProgramChange, lang: Lang, timezone: string, kinds: readonly ChangeKind[] = Object.keys(TEXTS.ru.kinds) as ChangeKind[]): string[] {
  return changeFacts(change, lang, timezone)
    .filter((f) => kinds.includes(f.kind))
    .map((f) => `${TEXTS[lang].kinds[f.kind]}: ${f.before ? `${f.before} → ${f.after}` : f.after}`)
}

function entryHtml(version: ProgramVersion, lang: Lang, site: string, timezone: string): string {
  const texts = TEXTS[lang]
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
  const texts = TEXTS[lang]
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

/** `site`: the public address (PUBLIC_URL), for the feed's absolute links. */
export function changesFeedRoutes(db: Db, cache: ContentCache, site: string): Hono {
  const routes = new Hono()
  routes.get(CHANGES_FEED_PATH, async (c) => {
    const lang = langOrDefault(c.req.query('lang'))
    await cache.currentVersion() // drops the kept feed when the content changed
    const key = `changes.atom ${lang}`
    let entity = cache.get(key)
    if (!entity) {
      const data = await loadChanges(db, {
        lang,
        langs: [lang],
        path: { event: EVENT_ID },
        query: { newest_first: 1, limit: FEED_VERSIONS },
      })
      const eventName = await findEventName(db, EVENT_ID, lang)
      entity = makeEntity(changesAtom(data, { lang, site, eventName }), 'application/atom+xml; charset=utf-8')
      cache.set(key, entity)
    }
    return respond(c, entity, { cacheControl: 'public, max-age=60' })
  })
  return routes
}
