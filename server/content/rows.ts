/**
 * Database rows to contract entities. Translations are stored for every language; the queries
 * read only the asked-for ones (langs-sql.ts) and pickLangs puts them in the asked order. Texts
 * missing in every asked-for language fall back to ru
 * (or to en when there is no ru: a program imported in English only).
 */
import type { Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'
import type { Area, Industry, Interest, Meeting, MeetingSpeaker, Speaker } from '../../kernel/contract/content'
import { translationsSql } from './langs-sql'

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

/** A row's stored texts, every language (cut down with pickLangs). */
type WithTranslations = { translations: Translations<never> }

/** The named columns of a row as they are, its texts cut down to the asked-for languages. */
function entity<R extends WithTranslations, K extends keyof R>(row: R, columns: readonly K[], langs: Lang[]) {
  const out = {} as Pick<R, K>
  for (const column of columns) out[column] = row[column]
  return { ...out, translations: pickLangs(row.translations, langs) }
}

export const areaColumns = (langs: Lang[]) =>
  `a.id, a.event_id, a.sort, a.is_active, a.is_culture, a.capacity, a.image, ${translationsSql('a.translations', langs)} AS translations`

/** stream_url stays null: stream addresses are for registered users, through the account API. */
export const toArea = (row: Omit<Area, 'stream_url' | 'translations'> & WithTranslations, langs: Lang[]): Area => ({
  ...entity(row, ['id', 'event_id', 'sort', 'is_active', 'is_culture', 'capacity', 'image'], langs),
  stream_url: null,
})

export const industryColumns = (langs: Lang[]) => `i.id, i.slug, i.icon, ${translationsSql('i.translations', langs)} AS translations`
export const toIndustry = (row: Omit<Industry, 'translations'> & WithTranslations, langs: Lang[]): Industry =>
  entity(row, ['id', 'slug', 'icon'], langs)

export const interestColumns = (langs: Lang[]) => `x.id, x.slug, ${translationsSql('x.translations', langs)} AS translations`
export const toInterest = (row: Omit<Interest, 'translations'> & WithTranslations, langs: Lang[]): Interest =>
  entity(row, ['id', 'slug'], langs)

export const speakerColumns = (langs: Lang[]) => `s.id, s.photo, s.on_main, ${translationsSql('s.translations', langs)} AS translations`
export const toSpeaker = (row: Omit<Speaker, 'translations'> & WithTranslations, langs: Lang[]): Speaker =>
  entity(row, ['id', 'photo', 'on_main'], langs)

/**
 * A speaker attached to a meeting. In a brief list only id, role, on_main and the names: list
 * screens show names alone (no photo either), and position and organization were most of a
 * grid day's response.
 */
export function toMeetingSpeaker(
  row: Omit<MeetingSpeaker, 'translations' | 'photo'> & { photo: string | null } & WithTranslations,
  langs: Lang[],
  brief: boolean,
): MeetingSpeaker {
  if (brief) {
    return { id: row.id, on_main: row.on_main, role: row.role, translations: mapLangs(pickLangs<SpeakerText>(row.translations, langs), namesOnly) }
  }
  return { ...toSpeaker(row, langs), role: row.role }
}

/** Entities that are only an id and names. */
export const toNamed = (row: { id: number } & WithTranslations, langs: Lang[]) => entity(row, ['id'], langs)
