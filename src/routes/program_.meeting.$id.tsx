import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { SessionPersonal } from '../features/cabinet/session/SessionPersonal'
import { MeetingPage } from '../features/program/MeetingPage'
import { loadLatestChange } from '../features/program/load-changes'
import { loadMeeting } from '../features/program/load-meeting'
import { QuestionsEntry } from '../features/questions/QuestionsEntry'

// Not nested in /program: a session page needs none of the program's shared data.
export const Route = createFileRoute('/program_/meeting/$id')({
  loader: async ({ context, params }) => {
    const meeting = await loadMeeting(context.content, params.id)
    if (!meeting) throw notFound()
    if (meeting.is_culture) throw redirect({ to: '/festival-program/$id', params: { id: String(meeting.id) } })
    // The page without its latest change rather than no page: the change log is secondary here.
    const latestChange = await loadLatestChange(context.content, meeting.id).catch(() => null)
    return { ...meeting, latestChange }
  },
  component: MeetingRoute,
})

/** The program's page with the account's side (taking part, favorites, the stream). */
function MeetingRoute() {
  return (
    <MeetingPage
      side={(meeting, publicNotice) => <SessionPersonal meeting={meeting} publicNotice={publicNotice} />}
      questions={(meeting) => <QuestionsEntry meeting={meeting} />}
    />
  )
}
