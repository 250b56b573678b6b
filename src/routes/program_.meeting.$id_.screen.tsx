import { createFileRoute, notFound } from '@tanstack/react-router'
import { ScreenPage } from '../features/questions/ScreenPage'
import { loadMeeting } from '../features/program/load-meeting'

// The hall's projector: not nested in the session page (none of its layout), no login.
export const Route = createFileRoute('/program_/meeting/$id_/screen')({
  loader: async ({ context, params }) => {
    const meeting = await loadMeeting(context.content, params.id)
    if (!meeting || meeting.is_culture) throw notFound()
    return meeting
  },
  component: ScreenRoute,
})

function ScreenRoute() {
  return <ScreenPage meeting={Route.useLoaderData()} />
}
