import { createFileRoute } from '@tanstack/react-router'
import { loadSpeaker } from '../features/speakers/load-speakers'
import { SpeakerPage } from '../features/speakers/SpeakerPage'

export const Route = createFileRoute('/speakers/$id')({
  loader: ({ context, params }) => loadSpeaker(context.content, params.id),
  component: SpeakerPage,
})
