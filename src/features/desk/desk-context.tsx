import { createContext, useContext } from 'react'
import type { DeskMe } from '../../../kernel/contract/desk'
import type { StaffRole } from '../../../kernel/constants'
import type { DeskApi } from '../../lib/api/desk'

export interface DeskServices {
  api: DeskApi
  me: DeskMe
}

export const DeskContext = createContext<DeskServices | null>(null)

/** The desk's client and who is at it (DeskLayout provides both once the server let them in). */
export function useDesk(): DeskServices {
  const desk = useContext(DeskContext)
  if (!desk) throw new Error('useDesk outside the desk')
  return desk
}

export const holds = (me: DeskMe, roles: readonly StaffRole[]) => me.roles.some((r) => roles.includes(r))
