import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { safeReturnPath } from '../../lib/safe-path'
import { ConfirmEmailNotice } from './ConfirmEmailNotice'
import { LoginScreen } from './LoginScreen'
import { AFTER_LOGIN_PATH } from '../../session/account-paths'

const route = getRouteApi('/login')

/** /login (§2): the same screen as /authorization, and the email confirmation link's landing. */
export function LoginPage() {
  const search = route.useSearch()
  const providers = route.useLoaderData()
  // The confirmation token leaves the address once used; the notice keeps showing its result.
  const [confirmToken] = useState(search.confirm)
  const target = search.redirect ? safeReturnPath(search.redirect) : AFTER_LOGIN_PATH

  return <LoginScreen target={target} providers={providers} notices={confirmToken ? <ConfirmEmailNotice token={confirmToken} /> : null} />
}
