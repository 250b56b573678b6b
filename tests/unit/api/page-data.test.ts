import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../kernel/constants'
import { createContentApi } from '../../../src/lib/api/content'
import { ApiError } from '../../../src/lib/api/errors'
import {
  PAGE_DATA_ID,
  type PageData,
  emptyPageData,
  pageDataSource,
  readPageData,
  recordingFetch,
  serializePageData,
} from '../../../src/lib/api/page-data'
import { anIndustry } from '../fixtures'
import { fakeFetch } from '../render'

const BASE = 'http://api.test/acms/api/v1.0'
const withCache = (fetch: typeof globalThis.fetch, cacheControl = 'public, max-age=60'): typeof globalThis.fetch => async (input, init) => {
  const res = await fetch(input, init)
  const headers = new Headers(res.headers)
  headers.set('Cache-Control', cacheControl)
  return new Response(await res.text(), { status: res.status, headers })
}

/** What the server render records (src/entry-server.tsx). */
async function recorded(lang: Lang, cacheControl?: string): Promise<PageData> {
  const data = emptyPageData()
  const { fetch } = fakeFetch({ '/industries': [anIndustry(1, 'Дизайн', 'Design')] })
  const server = createContentApi({ getLang: () => lang, fetch: recordingFetch(withCache(fetch, cacheControl), data), baseURL: BASE })
  await server.get('industries')
  return data
}

describe('the data comes with the page', () => {
  it('the server render records each cacheable content answer by language and request, with the max-age', async () => {
    const data = await recorded('en')
    expect(Object.keys(data.responses)).toEqual(['en /acms/api/v1.0/industries?langs=en,ru'])
    expect(data.maxAge).toBe(60)
    expect(Object.keys((await recorded('ru', 'no-store')).responses)).toEqual([])
  })

  it('the data block cannot end its script element, and reads back the same', () => {
    const data: PageData = { maxAge: 60, responses: { 'ru /x': { data: ['</script><script>alert(1)</script>', '<!--', '\u2028'] } } }
    const json = serializePageData(data)
    expect(json).not.toContain('<')
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
    expect(readPageData(document)).toEqual(data)
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"nope":1}</script>`
    expect(readPageData(document)).toBeNull()
  })

  it('the browser answers a request the page holds from it, and asks the network for anything else', async () => {
    const data = await recorded('ru')
    const network = vi.fn(fakeFetch({ '/industries': [anIndustry(2)] }).fetch)
    let lang: Lang = 'ru'
    const source = pageDataSource(data, 0, () => 1000)
    const browser = createContentApi({ getLang: () => lang, fetch: network, baseURL: BASE, pageData: source })
    const [first] = await browser.get('industries')
    expect(first!.id).toBe(1)
    expect(network).not.toHaveBeenCalled()
    // Another language is another request.
    lang = 'en'
    await browser.get('industries')
    expect(network).toHaveBeenCalledTimes(1)
    // After the first load everything goes to the network.
    lang = 'ru'
    source.close()
    await browser.get('industries')
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('answers older than the max-age go to the network', async () => {
    const data = await recorded('ru')
    const network = vi.fn(fakeFetch({ '/industries': [anIndustry(2)] }).fetch)
    const browser = createContentApi({ getLang: () => 'ru', fetch: network, baseURL: BASE, pageData: pageDataSource(data, 0, () => 61_000) })
    await browser.get('industries')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('an embedded answer is checked against the contract like a response', async () => {
    const data = await recorded('ru')
    const key = Object.keys(data.responses)[0]!
    data.responses[key] = { data: [{ id: 'not a number' }] }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const browser = createContentApi({ getLang: () => 'ru', fetch: vi.fn(), baseURL: BASE, pageData: pageDataSource(data, 0, () => 0) })
    await expect(browser.get('industries')).rejects.toBeInstanceOf(ApiError)
    errors.mockRestore()
  })
})
