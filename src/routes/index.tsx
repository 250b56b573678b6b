import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { loadHome } from '../features/home/load-home'

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context.content),
  component: HomePage,
})
