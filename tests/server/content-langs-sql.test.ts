import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'
import { translationsSql } from '../../server/content/langs-sql'
import { pickLangs } from '../../server/content/rows'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

type Text = { name: string }
const STORED: Translations<Text>[] = [
  { ru: { name: 'Дизайн' }, en: { name: 'Design' } },
  { ru: { name: 'Дизайн' } },
  { en: { name: 'Design' } },
  {},
]
const ASKED: Lang[][] = [['ru'], ['en'], ['ru', 'en'], ['en', 'ru']]

async function selected(stored: Translations<Text>, langs: Lang[]): Promise<Translations<Text>> {
  const [row] = await server.db.query<{ translations: Translations<Text> }>(
    `SELECT ${translationsSql('$1::jsonb', langs)} AS translations`,
    [JSON.stringify(stored)],
  )
  return row!.translations
}

describe('§7: the content loaders read only the asked-for languages from the database', () => {
  it('when an asked-for language is stored, the others are not selected', async () => {
    for (const stored of STORED) {
      for (const langs of ASKED) {
        const present = langs.filter((lang) => stored[lang])
        if (present.length === 0) continue
        expect(Object.keys(await selected(stored, langs)).sort(), `${JSON.stringify(stored)} ${langs}`).toEqual(present.sort())
      }
    }
  })

  it('§1: the answer is the same as from every stored language, order and fallback included', async () => {
    for (const stored of STORED) {
      for (const langs of ASKED) {
        const fromSql = pickLangs(await selected(stored, langs), langs)
        expect(JSON.stringify(fromSql), `${JSON.stringify(stored)} ${langs}`).toBe(JSON.stringify(pickLangs(stored, langs)))
      }
    }
  })

  it('only known language codes are written into the SQL', () => {
    expect(() => translationsSql('translations', ["en'; DROP TABLE news; --" as Lang])).toThrow()
  })
})
