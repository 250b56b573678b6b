import { createFileRoute } from '@tanstack/react-router'
import { loadSpeakers } from '../features/speakers/load-speakers'
import { parseSpeakersSearch } from '../features/speakers/speakers-search'
import { SpeakersPage } from '../features/speakers/SpeakersPage'

export const Route = createFileRoute('/speakers/')({
  validateSearch: parseSpeakersSearch,
  loaderDeps: ({ search }) => ({ industry: search.industry }),
  loader: ({ context, deps }) => loadSpeakers(context.content, deps.industry),
  component: SpeakersPage,
})
