import { describe, expect, it } from 'vitest'
import { pageSearch } from '../../../src/entry-server'

/**
 * The server keys its render cache on the path and what pageSearch keeps (server/pages/prerender.ts):
 * the parameters the matched routes' validateSearch read, written as they read them (values
 * parsed, names sorted), so every spelling of one page is one render and one cache entry.
 */
describe('pageSearch (src/entry-server.tsx): the query parameters a page really reads', () => {
  it('parameters no route reads are dropped; the grid keeps its day, halls, industry and the root its lang', () => {
    expect(pageSearch('/program/grid?day=2026-12-09&utm_source=mail&halls=2,5&junk=1&industry=3&lang=en')).toBe(
      '?day=2026-12-09&halls=2,5&industry=3&lang=en',
    )
    expect(pageSearch('/news?utm_source=x&fbclid=abc')).toBe('')
    expect(pageSearch('/program/grid')).toBe('')
  })

  it('a value the route refuses is not read either, so it is the bare page', () => {
    expect(pageSearch('/program/grid?day=nonsense&industry=abc&lang=xx')).toBe('')
    expect(pageSearch('/program?day=2026-12-10&halls=2')).toBe('?day=2026-12-10')
  })

  it('one page, one address: the order of the parameters, their spelling and repeated halls do not make another', () => {
    const one = pageSearch('/program/grid?day=2026-12-09&halls=2,5&industry=3')
    for (const other of [
      '/program/grid?industry=3&halls=5,2&day=2026-12-09',
      '/program/grid?halls=2,5,5&industry=%33&day=2026-12-09&utm_source=x',
      '/program/grid?halls=2&halls=5&day=2026-12-09&industry=3',
    ]) {
      expect(pageSearch(other), other).toBe(one)
    }
  })

  it("each route's own parameters: the speakers' and news' filters, the search's text", () => {
    expect(pageSearch('/search?q=%D0%BC%D1%83%D0%B7%D1%8B%D0%BA%D0%B0&utm_campaign=1')).toMatch(/^\?q=%D0%BC/)
    expect(pageSearch('/search?q=x&utm_campaign=1')).not.toContain('utm')
    expect(pageSearch('/news?industry=4&day=2026-12-09')).toBe('?industry=4')
    expect(pageSearch('/speakers?letter=%D0%90&gclid=z&industry=2')).toBe('?industry=2&letter=%D0%90')
    expect(pageSearch('/unknown-page?junk=1&lang=en')).toBe('?lang=en')
  })
})
