/**
 * Database rows to contract entities. Translations are stored for every language and cut
 * down to the asked-for ones here; texts missing in every asked-for language fall back to ru
 * (or to en when there is no ru: a program imported in English only).
 */
import type { Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'
import type { Area, Industry, Interest, Meeting, MeetingSpeaker, Speaker } from '../../kernel/contract/content'

export function pickLangs<T>(stored: Translations<T>, langs: Lang[]): Translations<T> {
  const out: Translations<T> = {}
  for (const lang of langs) if (stored[lang]) out[lang] = stored[lang]
  if (!out.ru && !out.en && stored.ru) out.ru = stored.ru
  // A program imported in one language: the text that exists rather than none.
  else if (!out.ru && !out.en && stored.en) out.en = stored.en
  return out
}

/** Each language's texts passed through `trim` (the stored objects are never changed). */
function mapLangs<T, U>(tr: Translations<T>, trim: (text: T) => U): Translations<U> {
  const out: Translations<U> = {}
  if (tr.ru) out.ru = trim(tr.ru)
  if (tr.en) out.en = trim(tr.en)
  return out
}

type MeetingText = NonNullable<Meeting['translations']['ru']>
type SpeakerText = NonNullable<MeetingSpeaker['translations']['ru']>

/**
 * A brief meeting list (`brief=1`) keeps the title only: the long texts are most of a day's
 * response and list screens do not show them. Trimmed here rather than in SQL: both measured
 * the same per query, and this is the same on PGlite and PostgreSQL.
 */
export const meetingTexts = (tr: Translations<MeetingText>, langs: Lang[], brief: boolean): Translations<MeetingText> =>
  brief ? mapLangs(pickLangs(tr, langs), (t) => ({ title: t.title })) : pickLangs(tr, langs)

const namesOnly = ({ firstname, lastname }: SpeakerText): SpeakerText => ({ firstname, lastname })

type Tr = { translations: Translations<never> }

export const AREA_COLUMNS =
  'a.id, a.event_id, a.sort, a.is_active, a.is_culture, a.capacity, a.image, a.translations'

/** stream_url stays null: stream addresses are for registered users, through the account API. */
export function toArea(row: Omit<Area, 'stream_url' | 'translations'> & Tr, langs: Lang[]): Area {
  return {
    id: row.id,
    event_id: row.event_id,
    sort: row.sort,
    is_active: row.is_active,
    is_culture: row.is_culture,
    capacity: row.capacity,
    image: row.image,
    stream_url: null,
    translations: pickLangs(row.translations, langs),
  }
}

export const INDUSTRY_COLUMNS = 'i.id, i.slug, i.icon, i.translations'
export const toIndustry = (row: Omit<Industry, 'translations'> & Tr, langs: Lang[]): Industry => ({
  id: row.id,
  slug: row.slug,
  icon: row.icon,
  translations: pickLangs(row.translations, langs),
})

export const INTEREST_COLUMNS = 'x.id, x.slug, x.translations'
export const toInterest = (row: Omit<Interest, 'translations'> & Tr, langs: Lang[]): Interest => ({
  id: row.id,
  slug: row.slug,
  translations: pickLangs(row.translations, langs),
})

export const SPEAKER_COLUMNS = 's.id, s.photo, s.on_main, s.translations'
export const toSpeaker = (row: Omit<Speaker, 'translations'> & Tr, langs: Lang[]): Speaker => ({
  id: row.id,
  photo: row.photo,
  on_main: row.on_main,
  translations: pickLangs(row.translations, langs),
})

/**
 * A speaker attached to a meeting. In a brief list only id, role, on_main and the names: list
 * screens show names alone (no photo either), and position and organization were most of a
 * grid day's response.
 */
export function toMeetingSpeaker(
  row: Omit<MeetingSpeaker, 'translations' | 'photo'> & { photo: string | null } & Tr,
  langs: Lang[],
  brief: boolean,
): MeetingSpeaker {
  if (brief) {
    return { id: row.id, on_main: row.on_main, role: row.role, translations: mapLangs(pickLangs<SpeakerText>(row.translations, langs), namesOnly) }
  }
  return { ...toSpeaker(row, langs), role: row.role }
}

/** Entities that are only an id and names. */
export const toNamed = (row: { id: number } & Tr, langs: Lang[]) => ({
  id: row.id,
  translations: pickLangs(row.translations, langs),
})
