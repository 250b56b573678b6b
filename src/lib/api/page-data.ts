import { type Infer, number, object, record, string, unknown, validate } from 'superstruct'

/**
 * The content API's answers a server render used, carried in the page it rendered
 * (`<script type="application/json" id="page-data">`, server/pages/prerender.ts), so that the
 * browser's first load of the same route asks the API for nothing the page already holds.
 * Only the content API goes in (anonymous, shared by everyone): the account API never does.
 * Each answer is the API's body as it came; the browser checks it against the contract like
 * any response (createContentApi), so what is embedded is trusted no more than the network.
 */
export const PAGE_DATA_ID = 'page-data'

export const PageData = object({
  /** Seconds the answers may be used for, counted from the page's navigation (the API's max-age). */
  maxAge: number(),
  /** The body of each answer by request: X-Lang, a space, the path with its query. */
  responses: record(string(), unknown()),
})
export type PageData = Infer<typeof PageData>

type Fetch = typeof globalThis.fetch

const keyOf = (url: URL, headers: Headers) => `${headers.get('X-Lang') ?? ''} ${url.pathname}${url.search}`

const maxAgeOf = (response: Response) => {
  const control = response.headers.get('Cache-Control') ?? ''
  if (/no-store|private/.test(control)) return 0
  return Number(/max-age=(\d+)/.exec(control)?.[1] ?? 0)
}

/** Server: a fetch that keeps every cacheable JSON answer to a GET in `into`. */
export function recordingFetch(fetch: Fetch, into: PageData): Fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const response = await fetch(request)
    const maxAge = maxAgeOf(response)
    const json = response.headers.get('Content-Type')?.startsWith('application/json')
    if (request.method === 'GET' && response.ok && json && maxAge > 0) {
      into.responses[keyOf(new URL(request.url), request.headers)] = await response.clone().json()
      into.maxAge = Math.min(into.maxAge, maxAge)
    }
    return response
  }
}

export const emptyPageData = (): PageData => ({ maxAge: Number.MAX_SAFE_INTEGER, responses: {} })

/** The JSON of the data block, safe inside `<script>`: no `<` (so no `</script>` or `<!--`), no line separators. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Browser: the page's data block, or null when there is none or it is not what the server writes. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return null
  try {
    const [failure, value] = validate(JSON.parse(text), PageData)
    return failure ? null : value
  } catch {
    return null
  }
}

/** What the content client asks before going to the network (createContentApi's `pageData`). */
export interface PageDataSource {
  /** A synthesized answer for a GET of `url` (relative to the page) the page holds, or null. */
  answer(url: string, headers: Headers): Response | null
  /** From now on every call goes to the network (the page's first load is done). */
  close(): void
}

/**
 * The page's answers, usable until `maxAge` seconds after the navigation (`since`, the
 * browser's clock only: the server's may differ) and until closed. A different language, filter
 * or day is a different request, which the page does not hold: it goes to the network.
 */
export function pageDataSource(data: PageData | null, since: number, now: () => number = Date.now): PageDataSource {
  let open = data !== null
  return {
    answer(url, headers) {
      if (!open || !data || now() > since + data.maxAge * 1000) return null
      const body = data.responses[keyOf(new URL(url, globalThis.location?.href ?? 'http://localhost'), headers)]
      if (body === undefined) return null
      // The body is already parsed (readPageData): the content client takes it from here
      // (embeddedBody) instead of parsing a stringified copy again, a day's sessions twice.
      const response = new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } })
      embedded.set(response, body)
      return response
    },
    close() {
      open = false
    },
  }
}

const embedded = new WeakMap<Response, unknown>()

/** The parsed body of an answer `pageDataSource` synthesized (its text is a placeholder), else undefined. */
export const embeddedBody = (response: Response): unknown => embedded.get(response)

/**
 * A new task: the page's answers resolve at once, and the first load's calls (their parse and
 * their check against the contract) would otherwise all run in one long task.
 * MessageChannel, not setTimeout: no 4 ms clamp after nested timers.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0)
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/** A fetch that answers from the page when it can, else asks `fetch` (read at call time: tests replace the global). */
export function pageFirstFetch(source: PageDataSource, fetch?: Fetch): Fetch {
  return async (input, init) => {
    const get = typeof input === 'string' && (init?.method ?? 'GET').toUpperCase() === 'GET'
    const answer = get && source.answer(input, new Headers(init?.headers))
    if (!answer) return (fetch ?? globalThis.fetch)(input, init)
    await nextTask()
    return answer
  }
}
