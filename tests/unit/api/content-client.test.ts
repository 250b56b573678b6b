import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../kernel/constants'
import { createContentApi } from '../../../src/lib/api/content'
import { ApiError } from '../../../src/lib/api/errors'
import { anIndustry, aNewsItem } from '../fixtures'
import { fakeFetch, json } from '../render'

const api = (fetch: typeof globalThis.fetch, lang: Lang = 'ru') =>
  createContentApi({ getLang: () => lang, fetch, baseURL: 'http://api.test/acms/api/v1.0' })

describe('content API client (§7)', () => {
  it('§7: sends X-Lang and langs (ru alone; en with the ru fallback)', async () => {
    const ru = fakeFetch({ '/industries': [anIndustry(1)] })
    await api(ru.fetch, 'ru').get('industries')
    expect(ru.requests[0]!.headers.get('X-Lang')).toBe('ru')
    expect(ru.requests[0]!.url.searchParams.get('langs')).toBe('ru')

    const en = fakeFetch({ '/industries': [anIndustry(1)] })
    await api(en.fetch, 'en').get('industries')
    expect(en.requests[0]!.headers.get('X-Lang')).toBe('en')
    expect(en.requests[0]!.url.searchParams.get('langs')).toBe('en,ru')
  })

  it('§7: reads the response from its data field', async () => {
    const { fetch } = fakeFetch({ '/industries': [anIndustry(7, 'Дизайн', 'Design')] })
    const industries = await api(fetch).get('industries')
    expect(industries).toHaveLength(1)
    expect(industries[0]!.translations.ru?.name).toBe('Дизайн')
  })

  it('§7: fills the event id and serializes list parameters', async () => {
    const { fetch, requests } = fakeFetch({ '/news/35': [aNewsItem(1)] })
    await api(fetch).get('news', { query: { industry_ids: [2, 5], limit: 3 } })
    expect(requests[0]!.url.pathname).toBe('/acms/api/v1.0/news/35')
    expect(requests[0]!.url.searchParams.get('industry_ids')).toBe('2,5')
    expect(requests[0]!.url.searchParams.get('limit')).toBe('3')
  })

  it('§8: a failed query is not retried', async () => {
    const fetch = vi.fn(async () => json(503, { message: 'down' }))
    await expect(api(fetch as typeof globalThis.fetch).get('industries')).rejects.toMatchObject({ kind: 'http', status: 503 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('§8: no response at all is a network error ("Server connection error")', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await api(fetch as typeof globalThis.fetch).get('industries').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('network')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('an error body gives the server message and field errors', async () => {
    const { fetch } = fakeFetch({ '/industries': () => json(400, { message: 'Bad limit', errors: { limit: ['must be a number'] } }) })
    const error = (await api(fetch).get('industries').catch((e: unknown) => e)) as ApiError
    expect(error.kind).toBe('http')
    expect(error.status).toBe(400)
    expect(error.message).toBe('Bad limit')
    expect(error.fieldErrors).toEqual({ limit: ['must be a number'] })
  })

  it('a malformed response becomes a clear error naming the field, not a crash', async () => {
    const broken = { ...anIndustry(1), id: 'one' }
    const { fetch } = fakeFetch({ '/industries': [broken] })
    const error = (await api(fetch).get('industries').catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('invalid')
    expect(error.message).toMatch(/industries response at data\.0\.id/)
  })

  it('a body without the data field is rejected', async () => {
    const { fetch } = fakeFetch({ '/industries': () => json(200, [anIndustry(1)]) })
    await expect(api(fetch).get('industries')).rejects.toMatchObject({ kind: 'invalid' })
  })
})
