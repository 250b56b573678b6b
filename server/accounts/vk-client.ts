import { boolean, integer, nullable, optional, string, type, union, validate } from 'superstruct'
import type { VkConfig } from '../account-config'

/** What the provider says about the person. Only an explicitly verified email is trusted. */
export interface VkIdentity {
  userId: string
  email: string | null
  emailVerified: boolean
}

const Id = union([string(), integer()])
const TokenResponse = type({ access_token: string(), user_id: optional(Id) })
const Person = type({ user_id: optional(Id), sub: optional(string()), email: optional(nullable(string())), email_verified: optional(boolean()) })
/** VK ID answers `{ user: {...} }`; an OpenID Connect server answers the fields at the top level. */
const UserInfo = type({ user: optional(Person) })

const TIMEOUT_MS = 10_000

async function json(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
  return res.json()
}

export interface CodeExchange {
  code: string
  verifier: string
  redirectUri: string
  state: string
  /** VK ID sends device_id to the callback and wants it back with the code. */
  deviceId: string | undefined
}

export async function exchangeCode(vk: VkConfig, x: CodeExchange): Promise<{ accessToken: string; userId: string | null }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: x.code,
    code_verifier: x.verifier,
    client_id: vk.clientId,
    client_secret: vk.clientSecret,
    redirect_uri: x.redirectUri,
    state: x.state,
    ...(x.deviceId ? { device_id: x.deviceId } : {}),
  })
  const res = await fetch(vk.tokenUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) })
  const [error, body] = validate(await json(res, 'the VK token endpoint'), TokenResponse)
  if (error) throw new Error(`the VK token endpoint answered an unexpected body: ${error.message}`)
  return { accessToken: body.access_token, userId: body.user_id === undefined ? null : String(body.user_id) }
}

export async function fetchIdentity(vk: VkConfig, accessToken: string, tokenUserId: string | null): Promise<VkIdentity> {
  const headers = { Authorization: `Bearer ${accessToken}` }
  const res =
    vk.userinfoMethod === 'POST'
      ? await fetch(vk.userinfoUrl, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ client_id: vk.clientId, access_token: accessToken }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      : await fetch(vk.userinfoUrl, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) })
  const raw = await json(res, 'the VK user info endpoint')
  const [outer, wrapped] = validate(raw, UserInfo)
  const [inner, flat] = validate(raw, Person)
  if (outer || inner) throw new Error(`the VK user info endpoint answered an unexpected body: ${(outer ?? inner)!.message}`)
  const person = wrapped.user ?? flat
  const id = person.user_id ?? person.sub ?? tokenUserId
  if (id === undefined || id === null || String(id) === '') throw new Error('the VK user info has no user id')
  const email = person.email?.trim() || null
  return { userId: String(id), email, emailVerified: email !== null && person.email_verified === true }
}
