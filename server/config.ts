import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { CONTENT_CACHE_MAX_BYTES } from '../kernel/constants'
import { type AccountConfig, AccountConfigError, loadAccountConfig } from './account-config'

export interface ServerConfig {
  port: number
  host: string
  /** PGlite lives in <dataDir>/pglite unless databaseUrl is set. */
  dataDir: string
  databaseUrl: string | null
  /** Connections per process to DATABASE_URL (DATABASE_POOL). */
  databasePool: number
  /** WORKERS: processes under node:cluster (DATABASE_URL only); null runs this one process. */
  workers: number | null
  /** Seconds a process holds a queued mail past its next try; then another process takes it over. */
  mailClaimS: number
  nodeEnv: string
  /** The address people use; printed at start and the base of absolute links. */
  publicUrl: string
  distDir: string
  /** Render each page's first screen into index.html (server/pages/prerender.ts); PRERENDER=0 turns it off. */
  prerender: boolean
  /** frame-src of the CSP: where embedded streams may come from. */
  cspFrameSrc: string[]
  /** Cache-Control of content API responses. */
  contentCacheControl: string
  /** How often the content cache re-reads the content version (imports by other processes). */
  contentVersionCheckMs: number
  /** Bytes the content cache (content answers and rendered pages) may hold: CONTENT_CACHE_MB. */
  contentCacheBytes: number
  /** Fill an empty database with the demo content at start (and, with devTools, the demo accounts). */
  seedDemo: boolean
  /**
   * The development outbox (/dev/mail) and the demo accounts (published passwords). On only when
   * asked for (DEV_TOOLS=1 or `--dev-tools`, as `npm start` does), outside production, and only on a
   * loopback HOST with a loopback PUBLIC_URL: a server others can reach never has them.
   */
  devTools: boolean
  /** One line for the start when a server off loopback has no development tools; null otherwise. */
  devToolsNote: string | null
  /** The account API: tokens, mail, VK, rate limits. */
  account: AccountConfig
  /** ORGANIZER_TOKEN: the bearer token that may publish announcements (POST /api/live/announcements); null: nobody over HTTP. */
  organizerToken: string | null
  /** Webhooks (docs/webhooks.md): WEBHOOKS_ALLOW_LOOPBACK=1 lets tests send to 127.0.0.1 over http; refused in production. */
  webhooks: { allowLoopback: boolean }
  /** Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); null: push is off. */
  push: { publicKey: string; privateKey: string; subject: string } | null
  /** How long a person's changes are gathered into one notification (PUSH_GROUP_S, default 45 s). */
  pushGroupMs: number
  /** PUSH_SERVICES: the push services' hosts subscriptions may name (`*.host` for its subdomains); null (`any`): every public https host. */
  pushServices: string[] | null
  /** Live streams: LIVE_STREAMS_PER_ADDRESS and LIVE_STREAMS_MAX (per process); null: the defaults (server/live/capacity.ts). */
  liveStreams: { perAddress: number | null; total: number | null }
  /** Requests to visitor-given addresses (server/http/outbound.ts); allowLoopback: OUTBOUND_ALLOW_LOOPBACK=1, tests only, refused in production. */
  outbound: { allowLoopback: boolean }
  /** Keeping the program current (server/IMPORT.md): the pull from PROGRAM_URL and the import hand-over. */
  program: ProgramConfig
}

/** The environment's equivalents of the import's options, for the pull and the command. */
export interface ProgramImportOptions {
  /** PROGRAM_TIME_ZONE (--time-zone). */
  timeZone?: string
  /** PROGRAM_EVENT_ID (--event-id). */
  eventId?: number
  /** PROGRAM_STRICT=on (--strict). */
  strict?: boolean
}

export interface ProgramConfig {
  /** PROGRAM_URL: a c3voc JSON or frab XML export to pull; null: no pull. */
  url: string | null
  /** PROGRAM_PULL_EVERY: seconds (or 30s, 5m, 1h) between pulls; default 5 minutes. */
  pullEveryMs: number
  options: ProgramImportOptions
  /** PROGRAM_IMPORT_KEY: the key `npm run content:import` hands a file to this server with; null: no hand-over. */
  importKey: string | null
}

/** "300", "300s", "5m", "1h" -> milliseconds; from 10 seconds to a day. */
function pullEvery(value: string | undefined): number {
  if (value === undefined || value === '') return 5 * 60_000
  const m = /^(\d+)\s*(s|m|h)?$/i.exec(value.trim())
  const ms = m ? Number(m[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's').toLowerCase() as 's' | 'm' | 'h'] : NaN
  if (!(ms >= 10_000 && ms <= 86_400_000)) throw new ConfigError(`PROGRAM_PULL_EVERY must be from 10s to 24h (such as 300, 30s, 5m), got "${value}"`)
  return ms
}

export function loadProgramConfig(env: NodeJS.ProcessEnv): ProgramConfig {
  const url = env.PROGRAM_URL?.trim() || null
  if (url && !/^https?:\/\/[^\s]+$/i.test(url)) throw new ConfigError(`PROGRAM_URL must be an http(s) address, got "${url}"`)
  const eventId = env.PROGRAM_EVENT_ID?.trim()
  if (eventId && !/^[1-9]\d{0,8}$/.test(eventId)) throw new ConfigError(`PROGRAM_EVENT_ID must be a positive integer, got "${eventId}"`)
  const key = env.PROGRAM_IMPORT_KEY?.trim() || null
  if (key && key.length < 16) throw new ConfigError('PROGRAM_IMPORT_KEY must be at least 16 characters (a random string: openssl rand -hex 24)')
  return {
    url,
    pullEveryMs: pullEvery(env.PROGRAM_PULL_EVERY),
    options: {
      ...(env.PROGRAM_TIME_ZONE?.trim() ? { timeZone: env.PROGRAM_TIME_ZONE.trim() } : {}),
      ...(eventId ? { eventId: Number(eventId) } : {}),
      ...(env.PROGRAM_STRICT ? { strict: flag('PROGRAM_STRICT', env.PROGRAM_STRICT) } : {}),
    },
    importKey: key,
  }
}

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`)
  return n
}

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${value}"`)
  return n
}

/** WORKERS=N or auto (one per core); only with DATABASE_URL, since PGlite serves one process. */
function workers(env: NodeJS.ProcessEnv): number | null {
  const value = env.WORKERS
  if (value === undefined || value === '') return null
  if (!env.DATABASE_URL) {
    throw new ConfigError(`WORKERS=${value} needs DATABASE_URL: PGlite serves one process, several processes share a PostgreSQL server`)
  }
  return value.toLowerCase() === 'auto' ? availableParallelism() : count('WORKERS', value, 1, 256)
}

/** Development and test servers make their own PUBLIC_URL; one of several processes cannot. */
function publicUrlOf(env: NodeJS.ProcessEnv, nodeEnv: string, host: string, p: number): string {
  if (!env.PUBLIC_URL && env.DATABASE_URL && nodeEnv !== 'development' && nodeEnv !== 'test') {
    throw new ConfigError(
      `PUBLIC_URL is required with DATABASE_URL (NODE_ENV=${nodeEnv}): mail links would name this process's own address, e.g. PUBLIC_URL=https://forum.example`,
    )
  }
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return (env.PUBLIC_URL || `http://${shown.includes(':') ? `[${shown}]` : shown}:${p}`).replace(/\/$/, '')
}

function account(env: NodeJS.ProcessEnv): AccountConfig {
  try {
    return loadAccountConfig(env)
  } catch (err) {
    if (err instanceof AccountConfigError) throw new ConfigError(err.message)
    throw err
  }
}

/** 127.0.0.0/8, ::1 and localhost; 0.0.0.0 and :: listen on every interface, so they are not. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h)
}

/** Listens on loopback and is reached through a loopback URL: nobody else can use it. */
export function isLocalServer(config: Pick<ServerConfig, 'host' | 'publicUrl'>): boolean {
  let hostname: string
  try {
    hostname = new URL(config.publicUrl).hostname
  } catch {
    return false
  }
  return isLoopbackHost(config.host) && isLoopbackHost(hostname)
}

/** The outbox and the demo accounts are served: asked for, not production, local (checked again here). */
export const devToolsOn = (config: Pick<ServerConfig, 'devTools' | 'nodeEnv' | 'host' | 'publicUrl'>): boolean =>
  config.devTools && config.nodeEnv !== 'production' && isLocalServer(config)

function devTools(env: NodeJS.ProcessEnv, argv: readonly string[], local: Pick<ServerConfig, 'host' | 'publicUrl' | 'nodeEnv'>) {
  const asked = env.DEV_TOOLS ? flag('DEV_TOOLS', env.DEV_TOOLS) : argv.includes('--dev-tools')
  if (!isLocalServer(local)) {
    const where = `HOST=${local.host}, PUBLIC_URL=${local.publicUrl}`
    return { devTools: false, devToolsNote: `Not on loopback (${where}): no /dev/mail outbox and no demo accounts` }
  }
  if (asked && local.nodeEnv === 'production') {
    return { devTools: false, devToolsNote: 'NODE_ENV=production: no /dev/mail outbox and no demo accounts (DEV_TOOLS ignored)' }
  }
  return { devTools: asked, devToolsNote: null }
}

function flag(name: string, value: string): boolean {
  const v = value.toLowerCase()
  if (['1', 'on', 'true', 'yes'].includes(v)) return true
  if (['0', 'off', 'false', 'no'].includes(v)) return false
  throw new ConfigError(`${name} must be on or off, got "${value}"`)
}

/** Reads the environment (and `--dev-tools` from the command line); defaults give a working local server. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = []): ServerConfig {
  const p = port(env.PORT)
  const host = env.HOST || '127.0.0.1'
  const nodeEnv = env.NODE_ENV || 'development'
  const publicUrl = publicUrlOf(env, nodeEnv, host, p)
  return {
    port: p,
    host,
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePool: count('DATABASE_POOL', env.DATABASE_POOL, 8, 1000),
    workers: workers(env),
    mailClaimS: count('MAIL_CLAIM_TIMEOUT', env.MAIL_CLAIM_TIMEOUT, 90, 86400),
    nodeEnv,
    publicUrl,
    distDir: resolve(env.DIST_DIR || 'dist'),
    prerender: env.PRERENDER !== '0',
    cspFrameSrc: (env.CSP_FRAME_SRC || "'self'").split(/\s+/).filter(Boolean),
    contentCacheControl: env.CONTENT_CACHE_CONTROL || 'public, max-age=60',
    contentVersionCheckMs: 1000,
    contentCacheBytes: env.CONTENT_CACHE_MB ? count('CONTENT_CACHE_MB', env.CONTENT_CACHE_MB, 64, 65536) * 1024 * 1024 : CONTENT_CACHE_MAX_BYTES,
    seedDemo: env.SEED_DEMO !== '0',
    ...devTools(env, argv, { host, publicUrl, nodeEnv }),
    account: account(env),
    organizerToken: organizerToken(env.ORGANIZER_TOKEN),
    webhooks: { allowLoopback: webhookLoopback(env, nodeEnv) },
    push: vapid(env, publicUrl),
    pushGroupMs: (env.PUSH_GROUP_S === '0' ? 0 : count('PUSH_GROUP_S', env.PUSH_GROUP_S, 45, 3600)) * 1000,
    program: loadProgramConfig(env),
    pushServices: pushServices(env.PUSH_SERVICES),
    liveStreams: {
      perAddress: env.LIVE_STREAMS_PER_ADDRESS ? count('LIVE_STREAMS_PER_ADDRESS', env.LIVE_STREAMS_PER_ADDRESS, 100, 1_000_000) : null,
      total: env.LIVE_STREAMS_MAX ? count('LIVE_STREAMS_MAX', env.LIVE_STREAMS_MAX, 20_000, 1_000_000) : null,
    },
    outbound: { allowLoopback: outboundLoopback(env.OUTBOUND_ALLOW_LOOPBACK, nodeEnv) },
  }
}

/** The browsers' own push services: Chrome and Edge (FCM), Firefox (autopush), Safari (APNs), Windows (WNS). */
export const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com']

function pushServices(value: string | undefined): string[] | null {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean).map((h) => h.toLowerCase())
  if (list.length === 0) return BROWSER_PUSH_SERVICES
  if (list.includes('any')) return null
  const bad = list.find((h) => !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h))
  if (bad) throw new ConfigError(`PUSH_SERVICES lists host names (such as fcm.googleapis.com *.push.apple.com) or "any", got "${bad}"`)
  return list
}

function outboundLoopback(value: string | undefined, nodeEnv: string): boolean {
  const on = value ? flag('OUTBOUND_ALLOW_LOOPBACK', value) : false
  if (on && nodeEnv === 'production') throw new ConfigError('OUTBOUND_ALLOW_LOOPBACK is for tests: a production server never sends requests to loopback')
  return on
}

function webhookLoopback(env: NodeJS.ProcessEnv, nodeEnv: string | undefined): boolean {
  if (env.WEBHOOKS_ALLOW_LOOPBACK !== '1') return false
  if (nodeEnv === 'production') throw new ConfigError('WEBHOOKS_ALLOW_LOOPBACK=1 is for tests: a production server sends webhooks to public https addresses only')
  return true
}

function vapid(env: NodeJS.ProcessEnv, publicUrl: string): ServerConfig['push'] {
  const publicKey = env.VAPID_PUBLIC_KEY ?? ''
  const privateKey = env.VAPID_PRIVATE_KEY ?? ''
  if (!publicKey && !privateKey) return null
  if (!/^[A-Za-z0-9_-]{80,90}$/.test(publicKey) || !/^[A-Za-z0-9_-]{40,45}$/.test(privateKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, base64url, as `npx web-push generate-vapid-keys` prints them')
  }
  const subject = env.VAPID_SUBJECT || (/^https:/.test(publicUrl) ? publicUrl : `mailto:noreply@${new URL(publicUrl).hostname}`)
  if (!/^(mailto:|https:)/.test(subject)) throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: address')
  return { publicKey, privateKey, subject }
}

function organizerToken(value: string | undefined): string | null {
  if (!value) return null
  if (value.length < 24) throw new ConfigError('ORGANIZER_TOKEN must be at least 24 characters (e.g. openssl rand -hex 24)')
  return value
}
