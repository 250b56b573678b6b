/**
 * The event's program at one moment, as a change names it: each session's times, hall, titles
 * and speakers' names in every language. `withProgramVersion` (version.ts) takes one before a
 * write and one after, and `diffPrograms` (diff.ts) tells what changed.
 */
import type { Lang } from '../../kernel/constants'
import { LANGUAGES } from '../../kernel/constants'
import { fullName } from '../../kernel/person-name'
import type { Translations } from '../../kernel/contract/common'
import type { Db } from '../db/types'

export type StateText = { title: string; area: string; speakers: string[] }

/** A session as stored in a snapshot and in program_changes (instants in UTC, every language). */
export interface StoredState {
  start_at: string
  end_at: string
  area_id: number
  speaker_ids: number[]
  translations: Translations<StateText>
}

export interface SessionSnapshot {
  id: number
  is_culture: boolean
  withdrawn: boolean
  state: StoredState
}

/** An event's program at one moment: its sessions by id. */
export type ProgramSnapshot = Map<number, SessionSnapshot>


type Names = Translations<{ firstname?: string; lastname?: string }>

/** A person's name in one language: the parts that exist, one space between (never " , "). */
export function personName(tr: Names, lang: Lang): string {
  return fullName(tr[lang] ?? tr.ru ?? tr.en)
}

interface SnapshotRow {
  id: number
  is_culture: boolean
  withdrawn: boolean
  start_s: number
  end_s: number
  area_id: number
  ru: string | null
  en: string | null
}

type NameRow = { id: number; ru_first: string | null; ru_last: string | null; en_first: string | null; en_last: string | null }
const namesOf = (r: NameRow): Names => ({
  ...(r.ru_first !== null || r.ru_last !== null ? { ru: { firstname: r.ru_first ?? '', lastname: r.ru_last ?? '' } } : {}),
  ...(r.en_first !== null || r.en_last !== null ? { en: { firstname: r.en_first ?? '', lastname: r.en_last ?? '' } } : {}),
})
const NAME_COLUMNS = `s.translations -> 'ru' ->> 'firstname' AS ru_first, s.translations -> 'ru' ->> 'lastname' AS ru_last,
  s.translations -> 'en' ->> 'firstname' AS en_first, s.translations -> 'en' ->> 'lastname' AS en_last`

/**
 * The event's sessions as they are now (in the caller's transaction). Only what a change names is
 * read (titles, not descriptions; names, not bios), and each hall and person once: four
 * statements whatever the program's size.
 */
export async function snapshotProgram(db: Db, eventId: number): Promise<ProgramSnapshot> {
  const rows = await db.query<SnapshotRow>(
    `SELECT m.id, m.is_culture, (m.withdrawn_at IS NOT NULL) AS withdrawn,
       extract(epoch FROM m.start_at)::float8 AS start_s, extract(epoch FROM m.end_at)::float8 AS end_s, m.area_id,
       m.translations -> 'ru' ->> 'title' AS ru, m.translations -> 'en' ->> 'title' AS en
     FROM meetings m WHERE m.event_id = $1`,
    [eventId],
  )
  const halls = await db.query<{ id: number; ru: string | null; en: string | null }>(
    `SELECT a.id, a.translations -> 'ru' ->> 'name' AS ru, a.translations -> 'en' ->> 'name' AS en
     FROM areas a WHERE a.id IN (SELECT DISTINCT m.area_id FROM meetings m WHERE m.event_id = $1)`,
    [eventId],
  )
  const links = await db.query<{ meeting_id: number; speaker_id: number }>(
    `SELECT ms.meeting_id, ms.speaker_id FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
     WHERE m.event_id = $1 ORDER BY ms.meeting_id, ms.position, ms.speaker_id`,
    [eventId],
  )
  const people = await db.query<NameRow>(
    `SELECT s.id, ${NAME_COLUMNS} FROM speakers s
     WHERE s.id IN (SELECT ms.speaker_id FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE m.event_id = $1)`,
    [eventId],
  )
  const hallName = new Map(halls.map((h) => [h.id, h]))
  const names = new Map(people.map((p) => [p.id, namesOf(p)]))
  const speakers = new Map<number, number[]>()
  for (const l of links) {
    let list = speakers.get(l.meeting_id)
    if (!list) speakers.set(l.meeting_id, (list = []))
    list.push(l.speaker_id)
  }
  const out: ProgramSnapshot = new Map()
  for (const r of rows) {
    const ids = speakers.get(r.id) ?? []
    const hall = hallName.get(r.area_id)
    const translations: Translations<StateText> = {}
    for (const lang of LANGUAGES) {
      const title = r[lang]
      if (title === null) continue
      translations[lang] = {
        title,
        area: hall?.[lang] ?? hall?.ru ?? hall?.en ?? '',
        speakers: ids.map((id) => personName(names.get(id) ?? {}, lang)),
      }
    }
    out.set(r.id, {
      id: r.id,
      is_culture: r.is_culture,
      withdrawn: r.withdrawn,
      state: {
        start_at: new Date(r.start_s * 1000).toISOString(),
        end_at: new Date(r.end_s * 1000).toISOString(),
        area_id: r.area_id,
        speaker_ids: ids,
        translations,
      },
    })
  }
  return out
}
