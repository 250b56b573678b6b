import { createFileRoute } from '@tanstack/react-router'
import { loadProgramBase } from '../features/program/load'

// The forum's days, halls and industries: shared by the list, the grids and the hall pages.
export const Route = createFileRoute('/program')({
  loader: ({ context }) => loadProgramBase(context.content),
})
