import { EVENT_ID } from '../../kernel/constants'
import type { DeskSpeaker, SpeakerBody } from '../../kernel/contract/desk-speakers'
import type { Db } from '../db/types'
import { json } from '../db/types'

const f = (lang: string, field: string) => `coalesce(s.translations->'${lang}'->>'${field}', '')`
const SELECT = `SELECT s.id, s.photo, s.on_main,
  ${f('ru', 'firstname')} AS ru_firstname, ${f('ru', 'lastname')} AS ru_lastname, ${f('ru', 'position')} AS ru_position, ${f('ru', 'organization')} AS ru_organization,
  ${f('en', 'firstname')} AS en_firstname, ${f('en', 'lastname')} AS en_lastname, ${f('en', 'position')} AS en_position, ${f('en', 'organization')} AS en_organization
  FROM speakers s`

export const listDeskSpeakers = (db: Db) => db.query<DeskSpeaker>(`${SELECT} WHERE s.event_id = $1 ORDER BY ru_lastname, ru_firstname, s.id`, [EVENT_ID])

export async function findDeskSpeaker(db: Db, id: number): Promise<DeskSpeaker | null> {
  const [row] = await db.query<DeskSpeaker>(`${SELECT} WHERE s.event_id = $1 AND s.id = $2`, [EVENT_ID, id])
  return row ?? null
}

/** The names, position and organization per language; the bio and other fields of each language are kept. */
export async function updateSpeaker(db: Db, id: number, b: SpeakerBody): Promise<void> {
  const ru = { firstname: b.ru_firstname, lastname: b.ru_lastname, position: b.ru_position, organization: b.ru_organization }
  const en = b.en_lastname ? { firstname: b.en_firstname, lastname: b.en_lastname, position: b.en_position, organization: b.en_organization } : null
  await db.query(
    `UPDATE speakers SET photo = $3, on_main = $4,
            translations = CASE WHEN $6::jsonb IS NULL THEN (translations - 'en') ELSE jsonb_set(translations, '{en}', coalesce(translations->'en', '{}'::jsonb) || $6::jsonb) END
                           || jsonb_build_object('ru', coalesce(translations->'ru', '{}'::jsonb) || $5::jsonb)
      WHERE event_id = $1 AND id = $2`,
    [EVENT_ID, id, b.photo, b.on_main, json(ru), en ? json(en) : null],
  )
}
