/**
 * The web app manifests, one per language, name the installed app after
 * the organizer's event (not the demo's name written into a file) and follow a renamed event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await server.close()
})

const manifest = async (lang: string) => {
  const res = await server.request(`/manifest.${lang}.webmanifest`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/manifest+json')
  return (await res.json()) as Record<string, unknown> & { shortcuts: Array<{ url: string }>; icons: Array<{ sizes: string }> }
}

describe('the web app manifest', () => {
  it('each language has its manifest, named after the event, with its own start address and shortcuts', async () => {
    const [event] = await server.db.query<{ translations: Record<string, { name?: string; site_name?: string }> }>(
      'SELECT translations FROM events WHERE id = $1',
      [EVENT_ID],
    )
    const translations = event!.translations
    const ru = await manifest('ru')
    const en = await manifest('en')
    expect(ru.name).toBe(translations.ru!.site_name || translations.ru!.name)
    expect(en.name).toBe(translations.en!.site_name || translations.en!.name)
    expect([ru.lang, ru.start_url, en.lang, en.start_url]).toEqual(['ru', '/', 'en', '/?lang=en'])
    expect(en.shortcuts.map((s) => s.url)).toEqual(['/program/grid?lang=en', '/cabinet?lang=en'])
    expect(ru.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512', 'any'])
    expect(ru.display).toBe('standalone')
  })

  it('a renamed event renames the installed app with the next content version', async () => {
    await server.db.query(
      `UPDATE events SET translations = jsonb_set(translations, '{en,site_name}', '"Northern Lights Week"') WHERE id = $1`,
      [EVENT_ID],
    )
    // As an import does: a new content version (the test server checks it at every request).
    await server.db.query('UPDATE content_meta SET version = version + 1 WHERE id = 1')
    expect((await manifest('en')).name).toBe('Northern Lights Week')
    // Longer than a launcher shows: the home-screen label is the generic word.
    expect((await manifest('en')).short_name).toBe('Forum')
  })

  it('§7: a language the site does not have is not a manifest', async () => {
    const res = await server.request('/manifest.de.webmanifest')
    expect(res.status).toBe(404)
  })
})
