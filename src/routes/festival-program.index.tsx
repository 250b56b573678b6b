import { createFileRoute } from '@tanstack/react-router'
import { FestivalPage } from '../features/festival/FestivalPage'
import { loadFestival, validateFestivalSearch } from '../features/festival/load'

export const Route = createFileRoute('/festival-program/')({
  validateSearch: validateFestivalSearch,
  loader: ({ context }) => loadFestival(context.content),
  component: FestivalPage,
})
