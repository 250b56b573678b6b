/**
 * schema.org JSON-LD for a page, from the content API answered in process, in the
 * page's language: the forum's `Event` on every page; on a session or festival item page the
 * session's `Event` (dates in the venue's zone, the hall within the venue, the performers); a
 * `Person` on a speaker page; a `NewsArticle` on a news item. Written into the server-rendered
 * HTML only: a data block, never executed.
 */
import { CONTENT_API_PREFIX, EVENT_ID, type Lang } from '../../../kernel/constants'
import type { ForumEvent, Meeting, NewsItem, SpeakerDetail } from '../../../kernel/contract/content'
import { langAddress } from '../../../kernel/lang-address'
import { fullName } from '../../../kernel/person-name'
import { isoInZone } from '../../../kernel/venue-time'
import { htmlToText } from '../../program/schedule-text'

type Json = Record<string, unknown>
export type ApiGet = <T>(path: string) => Promise<T | null>

/** The texts in the page's language, else in any language there is (§1). */
const tr = <T>(translations: Partial<Record<Lang, T>>, lang: Lang): Partial<T> =>
  translations[lang] ?? translations.ru ?? Object.values(translations)[0] ?? {}

/**
 * No empty fields: empty strings, empty lists and objects left with nothing but their `@type` (a
 * place without a name or an address, when the imported file names no venue) are dropped.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((v) => v !== undefined)
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (value === null || typeof value !== 'object') return value
  const out: Json = {}
  for (const [key, v] of Object.entries(value)) {
    const kept = withoutEmpty(v)
    if (kept === undefined || (Array.isArray(kept) && kept.length === 0)) continue
    out[key] = kept
  }
  return Object.keys(out).some((k) => k !== '@type') ? out : undefined
}

const abs = (site: string, url: string | null | undefined) => (url ? new URL(url, `${site}/`).href : undefined)
const short = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

export function forumLd(event: ForumEvent, lang: Lang, site: string): Json {
  const t = tr(event.translations, lang)
  return {
    '@type': 'Event',
    name: t.name,
    description: short(htmlToText(t.description, site)) || undefined,
    startDate: event.starts_on,
    endDate: event.ends_on,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    url: `${site}${langAddress('/', '', lang)}`,
    image: abs(site, event.image),
    inLanguage: lang,
    location: venueLd(event, lang),
    organizer: { '@type': 'Organization', name: t.contacts?.organizer || t.site_name || t.name, url: `${site}/`, email: t.contacts?.email || undefined },
  }
}

function venueLd(event: ForumEvent, lang: Lang): Json {
  const t = tr(event.translations, lang)
  return {
    '@type': 'Place',
    name: t.venue || t.city,
    address: { '@type': 'PostalAddress', streetAddress: t.address || undefined, addressLocality: t.city || undefined },
  }
}

export function sessionLd(meeting: Meeting, event: ForumEvent, lang: Lang, site: string, path: string): Json {
  const t = tr(meeting.translations, lang)
  const hall = meeting.area ? tr(meeting.area.translations, lang) : undefined
  return {
    '@type': 'Event',
    name: t.title,
    description: short(htmlToText(t.description, site)) || undefined,
    // §16: the venue's wall clock with its offset, as the page shows it.
    startDate: isoInZone(meeting.start_at, event.timezone),
    endDate: isoInZone(meeting.end_at, event.timezone),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: meeting.withdrawn ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    url: `${site}${langAddress(path, '', lang)}`,
    inLanguage: meeting.lang || lang,
    location: { '@type': 'Place', name: hall?.name || undefined, containedInPlace: venueLd(event, lang) },
    performer: (meeting.speakers ?? []).map((s) => {
      const p = tr(s.translations, lang)
      return { '@type': 'Person', name: fullName(p), url: `${site}${langAddress(`/speakers/${s.id}`, '', lang)}` }
    }),
    superEvent: { '@type': 'Event', name: tr(event.translations, lang).name, url: `${site}${langAddress('/', '', lang)}` },
    organizer: forumLd(event, lang, site).organizer,
  }
}

export function personLd(speaker: SpeakerDetail, lang: Lang, site: string, path: string): Json {
  const t = tr(speaker.translations, lang)
  return {
    '@type': 'Person',
    name: fullName(t),
    jobTitle: t.position || undefined,
    worksFor: t.organization ? { '@type': 'Organization', name: t.organization } : undefined,
    description: t.bio ? short(htmlToText(t.bio, site)) : undefined,
    image: abs(site, speaker.photo),
    url: `${site}${langAddress(path, '', lang)}`,
  }
}

export function newsLd(news: NewsItem, event: ForumEvent, lang: Lang, site: string, path: string): Json {
  const t = tr(news.translations, lang)
  const publisher = { '@type': 'Organization', name: tr(event.translations, lang).site_name || tr(event.translations, lang).name, url: `${site}/` }
  return {
    '@type': 'NewsArticle',
    headline: short(t.title ?? '', 110),
    description: t.lead || undefined,
    datePublished: isoInZone(news.published_at, event.timezone),
    image: abs(site, news.image),
    inLanguage: lang,
    url: `${site}${langAddress(path, '', lang)}`,
    mainEntityOfPage: `${site}${langAddress(path, '', lang)}`,
    author: publisher,
    publisher,
  }
}

export interface PageFacts {
  /** The JSON-LD objects of the page, each its own script. */
  ld: Json[]
  /** The page's own image (a news picture, a speaker's photo), as given by the content. */
  image?: string | null
}

/** The structured data of the page at `path`, from the content API (`get` answers in the page's language). */
export async function pageFacts(path: string, lang: Lang, site: string, get: ApiGet): Promise<PageFacts> {
  const [event] = (await get<ForumEvent[]>(`${CONTENT_API_PREFIX}/events/${EVENT_ID}`)) ?? []
  if (!event) return { ld: [] }
  const ld: Json[] = [forumLd(event, lang, site)]
  const id = /^\/(program\/meeting|festival-program|speakers|news)\/([1-9]\d{0,8})$/.exec(path)
  if (!id) return { ld, image: event.image }
  const [, kind, n] = id
  if (kind === 'speakers') {
    const speaker = await get<SpeakerDetail>(`${CONTENT_API_PREFIX}/speakers/${EVENT_ID}/${n}`)
    if (speaker) return { ld: [...ld, personLd(speaker, lang, site, path)], image: speaker.photo }
  } else if (kind === 'news') {
    const news = await get<NewsItem>(`${CONTENT_API_PREFIX}/news/${EVENT_ID}/${n}`)
    if (news) return { ld: [...ld, newsLd(news, event, lang, site, path)], image: news.image }
  } else {
    const [meeting] = (await get<Meeting[]>(`${CONTENT_API_PREFIX}/meeting?event_id=${EVENT_ID}&meeting_ids=${n}&with=area,speakers`)) ?? []
    if (meeting) return { ld: [...ld, sessionLd(meeting, event, lang, site, path)], image: meeting.area?.image ?? null }
  }
  return { ld, image: event.image }
}
