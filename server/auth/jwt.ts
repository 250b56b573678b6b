import { SignJWT, jwtVerify } from 'jose'
import { REFRESH_WINDOW_AFTER_EXPIRY_S } from '../../kernel/constants'

/** One algorithm, fixed: a token naming another (or "none") is refused before its signature is read. */
const ALG = 'HS256'
export const TOKEN_ISSUER = 'horizon-forum'
export const ACCESS_AUDIENCE = 'horizon-forum/account'

/**
 * The HMAC key, imported once per key material: jose imports a raw Uint8Array key again on every
 * sign and verify, which was about a quarter of an authenticated call's CPU. Keyed by the array
 * itself (the server holds one for its lifetime; a new key is a new array); a WeakMap lets a
 * dropped key go.
 */
const imported = new WeakMap<Uint8Array, Promise<CryptoKey>>()

export function hmacKey(key: Uint8Array): Promise<CryptoKey> {
  let cryptoKey = imported.get(key)
  if (!cryptoKey) {
    // A copy: the CryptoKey must not change if the caller's array is later changed in place.
    cryptoKey = crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    imported.set(key, cryptoKey)
  }
  return cryptoKey
}

export interface AccessClaims {
  /** The user id, as a string (RFC 7519). */
  sub: string
  /** The session (a row of `sessions`): revocation and rotation are checked there. */
  sid: string
  jti: string
  iat: number
  exp: number
}

/**
 * HS256 is deterministic: the same claims give the same token, so a refresh repeated within the
 * grace period can hand out exactly the token the first one did without storing it.
 */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(await hmacKey(key))
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isInt = (v: unknown): v is number => Number.isSafeInteger(v)

/**
 * Tokens whose signature, algorithm, issuer, audience and claims were checked, per key material:
 * of all that only the expiry depends on the time, so it alone is checked again on the next
 * call with the same token (HMAC is about a fifth of a cached logged-in call's CPU). Bounded,
 * oldest first out.
 */
const verified = new WeakMap<Uint8Array, Map<string, AccessClaims>>()
const MAX_VERIFIED = 20_000

/** jose's rule: expired when exp <= now (whole seconds) - tolerance. */
const unexpired = (claims: AccessClaims, now: number, toleranceS: number) => claims.exp > Math.floor(now / 1000) - toleranceS

function remember(key: Uint8Array, token: string, claims: AccessClaims): void {
  let tokens = verified.get(key)
  if (!tokens) verified.set(key, (tokens = new Map()))
  if (tokens.size >= MAX_VERIFIED) tokens.delete(tokens.keys().next().value!)
  tokens.set(token, claims)
}

/**
 * Checks the signature, algorithm, issuer and audience. `expired: 'refuse'` also checks the
 * expiry (every call but refresh and logout); `'allow'` accepts a token up to the refresh window
 * after its expiry, and the caller applies the window to the millisecond.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: number,
  expired: 'refuse' | 'allow',
): Promise<AccessClaims | null> {
  // jose compares whole seconds; one extra second leaves the exact edge to the caller.
  const toleranceS = expired === 'allow' ? REFRESH_WINDOW_AFTER_EXPIRY_S + 1 : 0
  const known = verified.get(key)?.get(token)
  if (known) return unexpired(known, now, toleranceS) ? known : null
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [ALG],
      issuer: TOKEN_ISSUER,
      audience: ACCESS_AUDIENCE,
      typ: 'JWT',
      currentDate: new Date(now),
      clockTolerance: toleranceS,
      requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp'],
    })
    const { sub, sid, jti, iat, exp } = payload
    if (!isString(sub) || !isString(sid) || !isString(jti) || !isInt(iat) || !isInt(exp)) return null
    const claims: AccessClaims = Object.freeze({ sub, sid, jti, iat, exp })
    remember(key, token, claims)
    return claims
  } catch {
    return null
  }
}
