import { type ReactNode, createContext, useContext } from 'react'
import { useSession } from '../../../session/use-session'
import { type AccountMeetingState, useAccountMeeting } from './use-account-meeting'

interface Scope {
  state: AccountMeetingState
  retry: () => void
}

const AccountMeetingContext = createContext<Scope | null>(null)

/**
 * One read of what is personal about a session (participation, stream) for the parts of its page
 * that show it: the pick in the header and the broadcast beside the description. Nobody logged
 * in: no read, and the parts show their public face.
 */
export function AccountMeetingScope({ id, children }: { id: number; children: ReactNode }) {
  const { loggedIn } = useSession()
  return loggedIn ? <LoggedIn id={id}>{children}</LoggedIn> : <>{children}</>
}

function LoggedIn({ id, children }: { id: number; children: ReactNode }) {
  const scope = useAccountMeeting(id)
  return <AccountMeetingContext.Provider value={scope}>{children}</AccountMeetingContext.Provider>
}

/** The scope's read; null outside a scope or when nobody is logged in. */
export const useAccountMeetingScope = () => useContext(AccountMeetingContext)
