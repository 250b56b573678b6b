import type { Db } from '../db/types'

/**
 * The sessions of a person's program, as the cabinet's "my program" lists them (GET
 * /api/user/meeting) and their calendar feed carries them: favorites, sessions signed up for,
 * and the linked speaker's own sessions.
 */
export async function programIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT meeting_id AS id FROM user_favorites WHERE user_id = $1
     UNION SELECT meeting_id FROM user_participations WHERE user_id = $1
     UNION SELECT ms.meeting_id FROM meeting_speakers ms JOIN users u ON u.speaker_id = ms.speaker_id WHERE u.id = $1`,
    [userId],
  )
  return rows.map((r) => r.id)
}
