import { resolve } from 'node:path'
import { type AccountConfig, AccountConfigError, loadAccountConfig } from './account/config'

export interface ServerConfig {
  port: number
  host: string
  /** PGlite lives in <dataDir>/pglite unless databaseUrl is set. */
  dataDir: string
  databaseUrl: string | null
  nodeEnv: string
  /** The address people use; printed at start and the base of absolute links. */
  publicUrl: string
  distDir: string
  /** Render each page's first screen into index.html (server/http/prerender.ts); PRERENDER=0 turns it off. */
  prerender: boolean
  /** frame-src of the CSP: where embedded streams may come from. */
  cspFrameSrc: string[]
  /** Cache-Control of content API responses. */
  contentCacheControl: string
  /** How often the content cache re-reads the content version (imports by other processes). */
  contentVersionCheckMs: number
  /** Fill an empty database with the demo content at start (and, outside production, the demo accounts). */
  seedDemo: boolean
  /** The account API: tokens, mail, VK, rate limits. */
  account: AccountConfig
}

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`)
  return n
}

function account(env: NodeJS.ProcessEnv): AccountConfig {
  try {
    return loadAccountConfig(env)
  } catch (err) {
    if (err instanceof AccountConfigError) throw new ConfigError(err.message)
    throw err
  }
}

/** Reads the environment; defaults give a working local server. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const p = port(env.PORT)
  const host = env.HOST || '127.0.0.1'
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return {
    port: p,
    host,
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv: env.NODE_ENV || 'development',
    publicUrl: (env.PUBLIC_URL || `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${p}`).replace(/\/$/, ''),
    distDir: resolve(env.DIST_DIR || 'dist'),
    prerender: env.PRERENDER !== '0',
    cspFrameSrc: (env.CSP_FRAME_SRC || "'self'").split(/\s+/).filter(Boolean),
    contentCacheControl: env.CONTENT_CACHE_CONTROL || 'public, max-age=60',
    contentVersionCheckMs: 1000,
    seedDemo: env.SEED_DEMO !== '0',
    account: account(env),
  }
}
