import type { Db } from '../db/types'

/**
 * The sessions of a person's program, as the cabinet's "my program" lists them (GET
 * /api/user/meeting) and their calendar feed carries them: favorites, sessions signed up for,
 * and the linked speaker's own sessions.
 */
export async function programIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT meeting_id AS id FROM (${programSql('$1')}) p`, [userId])
  return rows.map((r) => r.id)
}

/** The same rule as SQL (a `meeting_id` column), for the person whose id is `user` ($1, or a column: reminders). */
export const programSql = (user: string) => `SELECT meeting_id FROM user_favorites WHERE user_id = ${user}
     UNION SELECT meeting_id FROM user_participations WHERE user_id = ${user}
     UNION SELECT ms.meeting_id FROM meeting_speakers ms JOIN users pu ON pu.speaker_id = ms.speaker_id WHERE pu.id = ${user}`
