import { createFileRoute } from '@tanstack/react-router'
import { CabinetPage } from '../features/cabinet/CabinetPage'
import { loadCabinet } from '../features/cabinet/load-cabinet'

export const Route = createFileRoute('/cabinet/')({
  loader: ({ context }) => loadCabinet(context),
  // The ticket and the program change from other screens (event registration, a session page).
  staleTime: 0,
  component: CabinetPage,
})
