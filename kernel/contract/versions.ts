/**
 * The version of each API's answers (docs/api-changelog.md). Every answer under an API's prefix
 * says it in API_VERSION_HEADER; a client may send the header to ask for a version, and gets
 * 400 `api_version_unsupported` (with the versions served in API_VERSIONS_HEADER) for one the
 * server does not serve. A change that breaks an answer's shape raises the API's version; an
 * added field or call does not.
 */
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX } from '../constants'

export const API_VERSION_HEADER = 'Forum-Api-Version'
/** On a refusal: the versions of that API this server serves, comma-separated. */
export const API_VERSIONS_HEADER = 'Forum-Api-Versions'

export interface ApiVersion {
  /** The paths of the API start with one of these. */
  prefixes: readonly string[]
  /** What an answer is when the client does not ask. */
  current: string
  /** Every version this server still answers in (current included). */
  served: readonly string[]
}

/** Listed most specific prefix first: the staff calls sit under the account API's prefix. */
export const API_VERSIONS = {
  staff: { prefixes: [`${ACCOUNT_API_PREFIX}/api/staff`, `${ACCOUNT_API_PREFIX}/api/halls`], current: '1', served: ['1'] },
  account: { prefixes: [ACCOUNT_API_PREFIX], current: '1', served: ['1'] },
  content: { prefixes: [CONTENT_API_PREFIX], current: '1', served: ['1'] },
  live: { prefixes: ['/api/live'], current: '1', served: ['1'] },
  questions: { prefixes: ['/api/questions'], current: '1', served: ['1'] },
  desk: { prefixes: ['/api/desk'], current: '1', served: ['1'] },
} as const satisfies Record<string, ApiVersion>

export type ApiName = keyof typeof API_VERSIONS

/** The API a path belongs to, or null for a path of none (pages, files, health). */
export function apiOfPath(path: string): ApiName | null {
  for (const [name, api] of Object.entries(API_VERSIONS) as Array<[ApiName, ApiVersion]>) {
    if (api.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return name
  }
  return null
}
