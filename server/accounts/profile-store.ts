import type { Db } from '../db/types'
import type { ExtraCheck } from './body'
import type { Lang } from '../../kernel/constants'
import { fieldMessage } from './messages'

/** The §3 Profile columns a person edits (the userpic has its own call). */
export const EDITABLE = [
  'phone', 'sex', 'birthdate', 'firstname', 'lastname', 'surname', 'firstname_en', 'lastname_en',
  'organization', 'organization_type', 'industry_id', 'position', 'region', 'city', 'education', 'bio',
] as const
export type ProfileFields = Partial<Record<(typeof EDITABLE)[number], string | number | null>>

const INT4_MAX = 2_147_483_647

/**
 * Creates the profile on the first save (sex takes the column's default, DEFAULT_SEX), else
 * changes only the fields given. Column names come from EDITABLE, never from the body.
 */
export async function saveProfileFields(db: Db, userId: number, fields: ProfileFields): Promise<void> {
  const columns = EDITABLE.filter((k) => fields[k] !== undefined)
  const placeholders = columns.map((_, i) => `$${i + 2}`)
  const update = columns.length > 0 ? `UPDATE SET ${columns.map((k) => `${k} = EXCLUDED.${k}`).join(', ')}` : 'NOTHING'
  await db.query(
    `INSERT INTO profiles (user_id${columns.map((k) => `, ${k}`).join('')}) VALUES ($1${placeholders.map((p) => `, ${p}`).join('')})
     ON CONFLICT (user_id) DO ${update}`,
    [userId, ...columns.map((k) => fields[k])],
  )
}

/** industry_id must name an industry: a 422 on the field, not a foreign-key failure. */
export function industryCheck(db: Db, lang: Lang): ExtraCheck {
  return async (raw): Promise<Record<string, string>> => {
    const id = raw.industry_id
    // Anything else is not an id: the struct reports it.
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return {}
    const found = id <= INT4_MAX && (await db.query('SELECT 1 FROM industries WHERE id = $1', [id])).length > 0
    return found ? {} : { industry_id: fieldMessage(lang, 'unknownIndustry') }
  }
}
