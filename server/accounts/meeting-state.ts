import type { AccountMeeting } from '../../kernel/contract/account'
import type { Meeting } from '../../kernel/contract/content'
import type { Db } from '../db/types'

export interface Who {
  userId: number
  /** The speaker the account speaks as (users.speaker_id), or null. */
  speakerId: number | null
}

interface StateRow {
  id: number
  broadcast_url: string | null
  is_favorite: boolean
  participant: boolean
  role: string | null
}

/** The linked speaker's role wins over signing up: a speaker is not a participant of their own session. */
const participationOf = (row: StateRow) => row.role ?? (row.participant ? 'participant' : null)

/** What is personal about sessions, in one query: favorite, participation, the stream URL. */
export async function personalState(db: Db, who: Who, ids: number[]): Promise<Map<number, Pick<AccountMeeting, 'broadcast_url' | 'is_favorite' | 'participation'>>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<StateRow>(
    `SELECT m.id, m.broadcast_url,
       EXISTS (SELECT 1 FROM user_favorites f WHERE f.user_id = $2 AND f.meeting_id = m.id) AS is_favorite,
       EXISTS (SELECT 1 FROM user_participations p WHERE p.user_id = $2 AND p.meeting_id = m.id) AS participant,
       (SELECT ms.role FROM meeting_speakers ms WHERE ms.meeting_id = m.id AND ms.speaker_id = $3::int) AS role
     FROM meetings m WHERE m.id = ANY($1::int[])`,
    [ids, who.userId, who.speakerId],
  )
  return new Map(rows.map((r) => [r.id, { broadcast_url: r.broadcast_url, is_favorite: r.is_favorite, participation: participationOf(r) }]))
}

/** The content API's meetings plus the person's state: AccountMeeting. */
export async function withPersonalState(db: Db, who: Who, meetings: Meeting[]): Promise<AccountMeeting[]> {
  const state = await personalState(db, who, meetings.map((m) => m.id))
  return meetings.map((m) => ({ ...m, ...(state.get(m.id) ?? { broadcast_url: null, is_favorite: false, participation: null }) }))
}
