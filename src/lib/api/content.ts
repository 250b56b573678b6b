import { ofetch, type $Fetch } from 'ofetch'
import { type Infer, type Struct, StructError, validate } from 'superstruct'
import { CONTENT_API_PREFIX, EVENT_ID, HYPHENS_HEADER, type Lang } from '../../../kernel/constants'
import { envelope, toQuery } from '../../../kernel/contract/common'
import { type ContentEndpointName, contentEndpoints, fillPath } from '../../../kernel/contract/content'
import { type Announcement, liveEndpoints } from '../../../kernel/contract/live'
import { langsFor } from '../../../kernel/lang'
import { ApiError, toApiError } from './errors'
import { type PageDataSource, embeddedBody, pageFirstFetch } from './page-data'

type Endpoint<N extends ContentEndpointName> = (typeof contentEndpoints)[N]
export type ContentQuery<N extends ContentEndpointName> = Partial<Infer<Endpoint<N>['query']>>
export type ContentData<N extends ContentEndpointName> = Infer<Endpoint<N>['response']>

export interface ContentApiOptions {
  baseURL?: string
  getLang: () => Lang
  fetch?: typeof globalThis.fetch
  /**
   * The answers the server-rendered page carries (./page-data.ts): a call the page holds is
   * answered from it, then checked against the contract like a response from the network.
   */
  pageData?: PageDataSource
}

/** The languages to ask for: the person's language plus the fallback (§1: ru). */

/**
 * The content API client (§7 "Content calls"): X-Lang and langs on every call, the `data`
 * field unwrapped, every response validated against the contract, and no retries (§8).
 */
export function createContentApi({ baseURL = CONTENT_API_PREFIX, getLang, fetch, pageData }: ContentApiOptions) {
  const transport = pageData ? pageFirstFetch(pageData, fetch) : fetch
  const http: $Fetch = ofetch.create(
    {
      baseURL,
      retry: 0,
      // An answer the page holds comes parsed: its body replaces the placeholder's (./page-data.ts).
      onResponse({ response }) {
        const body = embeddedBody(response)
        if (body !== undefined) response._data = body
      },
    },
    transport ? { fetch: transport } : {},
  )

  /** Until then every call revalidates (a program change was announced: answers the browser kept may be older). */
  let revalidateUntil = 0

  async function get<N extends ContentEndpointName>(
    name: N,
    options: { params?: Record<string, string | number>; query?: ContentQuery<N>; signal?: AbortSignal } = {},
  ): Promise<ContentData<N>> {
    const endpoint = contentEndpoints[name]
    const lang = getLang()
    const path = fillPath(endpoint.path, { event: EVENT_ID, ...options.params })
    let body: unknown
    try {
      body = await http(path, {
        headers: { 'X-Lang': lang, [HYPHENS_HEADER]: 'soft', Accept: 'application/json' },
        query: toQuery({ langs: langsFor(lang), ...options.query }),
        signal: options.signal,
        ...(Date.now() < revalidateUntil ? { cache: 'no-cache' as const } : {}),
      })
    } catch (error) {
      const apiError = toApiError(error)
      // §8: errors other than 401 are only logged (and shown by the screen).
      console.warn(`[content] ${name} failed:`, apiError.kind, apiError.message)
      throw apiError
    }
    const response = endpoint.response as unknown as Struct<ContentData<N>, unknown>
    const [failure, value] = validate(body, envelope(response))
    if (failure) throw invalidResponse(name, failure)
    return (value as { data: ContentData<N> }).data
  }

  /**
   * The live channel announced a new program version: for the next `ms` (the content answers'
   * max-age), calls ask the server again instead of taking the browser's kept answer.
   */
  function revalidate(ms = 60_000) {
    revalidateUntil = Date.now() + ms
  }

  /**
   * The organizers' announcements shown now, newest first (kernel/contract/live.ts): public and
   * read by the change log's loader, so it goes through this client's transport (the server
   * render's in-process fetch). Never kept by the browser: the server says no-store.
   */
  async function announcements(signal?: AbortSignal): Promise<Announcement[]> {
    const origin = baseURL.endsWith(CONTENT_API_PREFIX) ? baseURL.slice(0, -CONTENT_API_PREFIX.length) : ''
    const body: unknown = await http(liveEndpoints.announcements.path, { baseURL: origin, headers: { Accept: 'application/json' }, signal })
    const [failure, value] = validate(body, envelope(liveEndpoints.announcements.response))
    if (failure) throw invalidResponse('announcements', failure)
    return value.data
  }

  return { get, revalidate, announcements }
}

function invalidResponse(name: string, failure: StructError): ApiError {
  const where = failure.path.length ? failure.path.join('.') : '(root)'
  const error = new ApiError('invalid', `Unexpected ${name} response at ${where}: ${failure.message}`)
  console.error(`[content] ${error.message}`)
  return error
}

export type ContentApi = ReturnType<typeof createContentApi>
