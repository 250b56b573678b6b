import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseTokenSearch } from '../features/auth/auth-search'
import { RestoreProcessPage } from '../features/auth/RestoreProcessPage'
import { keepRestoreToken } from '../features/auth/restore-token'

/**
 * /restore/process?token=…, the password-reset link. Before anything of the page runs, the token
 * leaves the address (a replacing redirect: history.replaceState) for this tab's storage; the
 * page reads it from there. Only in the browser (the server paints no account form) and never
 * for a hover preload (house style 8).
 */
export const Route = createFileRoute('/restore/process')({
  validateSearch: parseTokenSearch,
  beforeLoad: ({ search, preload }) => {
    if (preload || typeof window === 'undefined' || !search.token) return
    keepRestoreToken(search.token)
    throw redirect({ to: '/restore/process', search: {}, replace: true })
  },
  staticData: { noindex: true, clientOnly: true },
  component: RestoreProcessPage,
})
