import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { AccountMeetingScope } from '../features/cabinet/session/account-meeting-scope'
import { SessionPersonal } from '../features/cabinet/session/SessionPersonal'
import { SessionSignUpPick } from '../features/cabinet/session/SessionSignUpPick'
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

/** The program's page with the account's parts (the pick and its sign-up, the stream), from one read. */
function MeetingRoute() {
  const { id } = Route.useLoaderData()
  return (
    <AccountMeetingScope id={id}>
      <MeetingPage
        pick={(meeting, title) => <SessionSignUpPick id={meeting.id} title={title} />}
        side={(meeting, publicNotice) => <SessionPersonal meeting={meeting} publicNotice={publicNotice} />}
        questions={(meeting) => <QuestionsEntry meeting={meeting} />}
      />
    </AccountMeetingScope>
  )
}
