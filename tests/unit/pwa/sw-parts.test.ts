import { describe, expect, it } from 'vitest'
import { OFFLINE_COPY_ATTRIBUTE, olderCopy } from '../../../src/pwa/offline-shared'
import { isAccountPage, markCopy, pageDataAnswers, personalCacheName, programLinks, subjectOf } from '../../../src/pwa/sw-parts'

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const bearer = (payload: object) => `Bearer ${b64({ alg: 'HS256' })}.${b64(payload)}.c2ln`

describe('the offline worker keeps each person apart', () => {
  it('reads the account a bearer token names, and nothing from anything else', () => {
    expect(subjectOf(bearer({ sub: '17', sid: 'x' }))).toBe('17')
    expect(personalCacheName('17')).toBe('forum-personal-17')
    expect(subjectOf(bearer({ sid: 'x' }))).toBeNull()
    expect(subjectOf(bearer({ sub: '../x y' }))).toBeNull()
    expect(subjectOf('Basic dXNlcjpwYXNz')).toBeNull()
    expect(subjectOf(null)).toBeNull()
    expect(subjectOf('Bearer not-a-jwt')).toBeNull()
  })

  it('never keeps the cabinet, the staff pages or the account forms among the public pages', () => {
    for (const path of ['/cabinet', '/cabinet/personal-data', '/login', '/registration/success', '/restore/process', '/authorization', '/staff/door', '/staff']) {
      expect(isAccountPage(path), path).toBe(true)
    }
    for (const path of ['/', '/program/grid', '/program/12', '/cabinets', '/festival-program', '/staffing']) expect(isAccountPage(path), path).toBe(false)
  })
})

describe('the offline copy keeps the whole program', () => {
  it('follows the days of the list, both grids and the festival, in the page language', () => {
    const html = `<a href="/program/grid?lang=en&amp;day=2026-12-08">1</a><a href="/program/detailed-grid?day=2026-12-09">2</a>
      <a href="/program?day=2026-12-10">3</a><a href="/program/grid?industry=3">no</a><a href="/program/12">no</a>
      <a href="/program/grid?day=2026-12-09&amp;industry=1">no</a><a href="https://example.org/program/grid?day=1">no</a>`
    expect(programLinks(html)).toEqual(['/program/grid?lang=en&day=2026-12-08', '/program/detailed-grid?day=2026-12-09', '/program?day=2026-12-10'])
  })

  it("takes a page's embedded content answers by their API address", () => {
    const html = `<div id="root"></div><script type="application/json" id="page-data">{"maxAge":60,"responses":{"ru /acms/api/v1.0/industries?langs=ru":{"data":[]},"en //evil.example/x":{"data":1}}}</script>`
    expect(pageDataAnswers(html)).toEqual([{ path: '/acms/api/v1.0/industries?langs=ru', body: { data: [] } }])
    expect(pageDataAnswers('<html></html>')).toEqual([])
    expect(pageDataAnswers('<script type="application/json" id="page-data">{broken</script>')).toEqual([])
  })

  it('marks a page given from the copy with the copy’s date', () => {
    expect(markCopy('<!doctype html><html lang="ru"><head>', 1_700_000_000_000)).toBe(`<!doctype html><html ${OFFLINE_COPY_ATTRIBUTE}="1700000000000" lang="ru"><head>`)
    expect(markCopy('<html><body>', 0)).toBe(`<html ${OFFLINE_COPY_ATTRIBUTE}=""><body>`)
  })

  it('the notice shows the oldest known copy date', () => {
    expect(olderCopy(null, 5)).toBe(5)
    expect(olderCopy(0, 5)).toBe(5)
    expect(olderCopy(7, 5)).toBe(5)
    expect(olderCopy(7, 0)).toBe(7)
    expect(olderCopy(null, null)).toBeNull()
  })
})

describe('the offline notice says how old the copy is', () => {
  it('shows the time of a copy from today, the date too for an older one, and a plain line when unknown', async () => {
    const { i18n } = await import('@lingui/core')
    i18n.loadAndActivate({ locale: 'ru', messages: {} })
    const { offlineNoticeText } = await import('../../../src/pwa/offline-notice')
    const today = new Date()
    today.setHours(9, 12, 0, 0)
    expect(offlineNoticeText(today.getTime(), 'ru')).toBe('Нет сети: программа на 09:12')
    const older = new Date(2026, 11, 8, 18, 5).getTime()
    expect(offlineNoticeText(older, 'ru')).toMatch(/^Нет сети: программа на 8 дек\.?,? 18:05$/)
    expect(offlineNoticeText(0, 'ru')).toBe('Нет сети: показана сохранённая копия')
  })
})
