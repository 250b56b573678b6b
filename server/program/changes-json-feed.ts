/**
 * The change log as JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), beside the Atom feed
 * and with the same entries: one item per version of the program, newest first.
 */
import type { Lang } from '../../kernel/constants'
import type { ProgramChanges } from '../../kernel/contract/changes'
import { CHANGES_JSON_FEED_PATH, entryHtml, textsIn } from './changes-feed'

export function changesJsonFeed(data: ProgramChanges, opts: { lang: Lang; site: string; eventName: string }): string {
  const { lang, site, eventName } = opts
  const texts = textsIn(lang)
  const query = lang === 'ru' ? '' : `?lang=${lang}`
  const page = `${site}/program/changes${query}`
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: eventName ? `${eventName}: ${texts.title}` : texts.title,
    home_page_url: page,
    feed_url: `${site}${CHANGES_JSON_FEED_PATH}${query}`,
    language: lang,
    authors: [{ name: eventName || site, url: site }],
    items: data.versions.map((v) => ({
      id: `${site}/program/changes#version-${v.number}`,
      url: `${page}#version-${v.number}`,
      title: `${texts.version} ${v.number}`,
      summary: v.initial ? `${texts.initial} ${v.change_count}` : `${texts.changes} ${v.change_count}`,
      content_html: entryHtml(v, lang, site, data.timezone),
      date_published: new Date(v.at).toISOString(),
    })),
  }
  return JSON.stringify(feed)
}
