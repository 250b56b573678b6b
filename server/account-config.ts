import { ACCESS_TOKEN_TTL_S } from '../kernel/constants'

/** VK ID (OAuth 2.0 with PKCE). The URLs are settings so a local OAuth 2.0 server can play VK. */
export interface VkConfig {
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  /** VK ID wants POST with a form; a standard OpenID Connect server also takes GET. */
  userinfoMethod: 'GET' | 'POST'
  scope: string
}

export interface AccountConfig {
  accessTokenTtlS: number
  /** A session ends this long after the login, however often it is refreshed. */
  sessionMaxAgeS: number
  /** How long a refreshed token keeps working (and re-refreshing to the same successor). */
  refreshGraceS: number
  /** HS256 key; null: the key kept in the database (auth/key.ts, loaded by worker.ts) or a per-process key (tests). */
  jwtSecret: string | null
  /** Send mail over SMTP; null keeps it in the outbox (GET /dev/mail). */
  smtpUrl: string | null
  mailFrom: string
  /** null: the VK button is hidden (GET /auth/providers says vk: false). */
  vk: VkConfig | null
  rateLimit: boolean
  /** Reverse proxies in front (TRUST_PROXY hops; 0 = none): the client address is that many X-Forwarded-For entries from the end. */
  trustProxy: number
}

export class AccountConfigError extends Error {}

/** MAIL_FROM without a setting: an address only; mails carry the site's name as the sender's (mail/sender.ts). */
export const DEFAULT_MAIL_FROM = 'noreply@localhost'
export const JWT_SECRET_MIN_LENGTH = 32

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new AccountConfigError(`${name} must be a positive whole number of seconds, got "${value}"`)
  return n
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  const v = value.toLowerCase()
  if (['1', 'on', 'true', 'yes'].includes(v)) return true
  if (['0', 'off', 'false', 'no'].includes(v)) return false
  throw new AccountConfigError(`${name} must be on or off, got "${value}"`)
}

/** TRUST_PROXY: off (0), on (1 = one proxy) or the number of proxies in front, e.g. 2 for a CDN and nginx. */
function hops(value: string | undefined): number {
  if (value === undefined || value === '') return 0
  if (/^\d{1,2}$/.test(value)) return Number(value)
  return flag('TRUST_PROXY', value, false) ? 1 : 0
}

function vkConfig(env: NodeJS.ProcessEnv): VkConfig | null {
  if (!env.VK_CLIENT_ID || !env.VK_CLIENT_SECRET) return null
  const method = (env.VK_USERINFO_METHOD || 'POST').toUpperCase()
  if (method !== 'GET' && method !== 'POST') throw new AccountConfigError(`VK_USERINFO_METHOD must be GET or POST, got "${method}"`)
  return {
    clientId: env.VK_CLIENT_ID,
    clientSecret: env.VK_CLIENT_SECRET,
    authorizeUrl: env.VK_AUTHORIZE_URL || 'https://id.vk.com/authorize',
    tokenUrl: env.VK_TOKEN_URL || 'https://id.vk.com/oauth2/auth',
    userinfoUrl: env.VK_USERINFO_URL || 'https://id.vk.com/oauth2/user_info',
    userinfoMethod: method,
    scope: env.VK_SCOPE || 'email',
  }
}

/** noreply@ the site's own host when PUBLIC_URL names it, else DEFAULT_MAIL_FROM. */
function mailAddressOf(publicUrl: string | undefined): string {
  try {
    const host = publicUrl ? new URL(publicUrl).hostname : ''
    return host && host.includes('.') && !/^[\d.]+$/.test(host) ? `noreply@${host}` : DEFAULT_MAIL_FROM
  } catch {
    return DEFAULT_MAIL_FROM
  }
}

export function loadAccountConfig(env: NodeJS.ProcessEnv): AccountConfig {
  const jwtSecret = env.JWT_SECRET || null
  if (jwtSecret !== null && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    throw new AccountConfigError(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`)
  }
  return {
    accessTokenTtlS: seconds('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, ACCESS_TOKEN_TTL_S),
    sessionMaxAgeS: seconds('SESSION_MAX_AGE', env.SESSION_MAX_AGE, 30 * 24 * 60 * 60),
    refreshGraceS: seconds('REFRESH_GRACE', env.REFRESH_GRACE, 30),
    jwtSecret,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || mailAddressOf(env.PUBLIC_URL),
    vk: vkConfig(env),
    rateLimit: flag('RATE_LIMIT', env.RATE_LIMIT, true),
    trustProxy: hops(env.TRUST_PROXY),
  }
}
