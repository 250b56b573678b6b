import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * The link to a meeting's page: a culture item belongs to the festival program and its pages
 * (/festival-program/{id}), the rest to the business program (/program/meeting/{id}).
 */
export function MeetingLink({ meeting, children }: { meeting: { id: number; is_culture: boolean }; children: ReactNode }) {
  const id = String(meeting.id)
  return meeting.is_culture ? (
    <Link to="/festival-program/$id" params={{ id }}>
      {children}
    </Link>
  ) : (
    <Link to="/program/meeting/$id" params={{ id }}>
      {children}
    </Link>
  )
}
