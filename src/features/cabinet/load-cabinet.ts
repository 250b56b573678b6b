import { EVENT_ID, MEDIA_LIST_LIMIT } from '../../../kernel/constants'
import type { AccountMeeting, UserEventView } from '../../../kernel/contract/account'
import type { MediaFile } from '../../../kernel/contract/content'
import type { RouterContext } from '../../router-context'

/** The most sessions one call lists (QLimit's upper bound): a person's own sessions fit. */
const USER_MEETINGS_LIMIT = 1000

export const isSpeakingPart = (participation: string | null) => participation === 'speaker' || participation === 'moderator'

/**
 * Who is a speaker (§4 canSpeak, §6), the site's one rule: the event view's member_role is not
 * visitor, or the person speaks or moderates at one of their sessions. The session (the auth
 * machine) does not ask for the event view: only the cabinet shows the role.
 */
export const isSpeaker = (view: UserEventView | null, meetings: readonly Pick<AccountMeeting, 'participation'>[]) =>
  (view !== null && view.member_role !== 'visitor') || meetings.some((m) => isSpeakingPart(m.participation))

/**
 * /cabinet: the event view (ticket), the person's sessions with their halls, the event (program
 * link, dates and venue for the ticket) in parallel; a speaker's files after, as they are asked
 * for only when isSpeaker says so. A hover preload by an anonymous person calls nothing
 * (the guard redirects the real navigation).
 */
export async function loadCabinet({ account, content, auth }: RouterContext) {
  if (!auth.getSnapshot().hasTag('authenticated')) return null
  const [view, meetings, events] = await Promise.all([
    account.call('eventView'),
    // Brief: my program and the speeches show titles, times and halls; the files come from userMedia.
    account.call('userMeetings', { query: { event_id: EVENT_ID, with: ['area'], limit: USER_MEETINGS_LIMIT, brief: 1 } }),
    content.get('events'),
  ])
  const speaker = isSpeaker(view, meetings)
  let media: MediaFile[] | null = []
  if (speaker) {
    // A secondary block: without the files the cabinet still shows the rest.
    media = await account.call('userMedia', { query: { limit: MEDIA_LIST_LIMIT } }).catch(() => null)
  }
  return { view, meetings, event: events[0] ?? null, speaker, media }
}

export type CabinetData = NonNullable<Awaited<ReturnType<typeof loadCabinet>>>
