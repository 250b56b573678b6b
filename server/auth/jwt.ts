import { SignJWT, jwtVerify } from 'jose'
import { REFRESH_WINDOW_AFTER_EXPIRY_S } from '../../kernel/constants'

/** One algorithm, fixed: a token naming another (or "none") is refused before its signature is read. */
const ALG = 'HS256'
export const TOKEN_ISSUER = 'horizon-forum'
export const ACCESS_AUDIENCE = 'horizon-forum/account'

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
export function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key)
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isInt = (v: unknown): v is number => Number.isSafeInteger(v)

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
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: TOKEN_ISSUER,
      audience: ACCESS_AUDIENCE,
      typ: 'JWT',
      currentDate: new Date(now),
      // jose compares whole seconds; one extra second leaves the exact edge to the caller.
      clockTolerance: expired === 'allow' ? REFRESH_WINDOW_AFTER_EXPIRY_S + 1 : 0,
      requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp'],
    })
    const { sub, sid, jti, iat, exp } = payload
    if (!isString(sub) || !isString(sid) || !isString(jti) || !isInt(iat) || !isInt(exp)) return null
    return { sub, sid, jti, iat, exp }
  } catch {
    return null
  }
}
