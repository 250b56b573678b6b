import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accountMessage, fieldMessage } from '../../../server/accounts/messages'
import { t } from '../../../server/http/messages'
import { parsePo, text } from '../../../server/i18n'
import { confirmMail } from '../../../server/mail/templates'
import { reminderMail } from '../../../server/reminders/mail'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const catalog = (lang: string) => readFileSync(path.join(ROOT, 'locales', lang, 'messages.po'), 'utf8')

/** The catalog's entries that the server's code uses (a `#:` reference under server/). */
function serverEntries(po: string) {
  return po
    .split('\n\n')
    .filter((block) => /^#: server\//m.test(block))
    .map((block) => ({ block, translations: [...parsePo(block).values()] }))
}

describe('§1: the server\'s texts come from the site\'s catalogs', () => {
  it('every text the server shows has its English translation', () => {
    const entries = serverEntries(catalog('en'))
    expect(entries.length).toBeGreaterThan(80)
    expect(entries.filter((e) => e.translations.length === 0).map((e) => e.block)).toEqual([])
  })

  it('the texts read the same as before they moved to the catalogs', () => {
    expect(t('en', 'noSuchEndpoint', { path: '/x' })).toBe('There is no API at /x')
    expect(t('ru', 'notFound', { what: 'Событие', id: 1234 })).toBe('Событие с id 1234 не найдено')
    expect(accountMessage('en', 'rateLimited', { seconds: 30 })).toBe('Too many attempts. Try again in 30 s.')
    expect(fieldMessage('ru', 'password')).toMatch(/^Пароль должен содержать от \d+ до \d+ символов$/)
  })

  it('a count chooses its word by the language\'s plural rules', () => {
    expect(confirmMail('ru', 'a@b.c', 'https://x/l').text).toContain('Ссылка действует 24 часа')
    expect(confirmMail('en', 'a@b.c', 'https://x/l').text).toContain('The link works once within 24 hours.')
    const facts = { to: 'a@b.c', meetingId: 1, isCulture: false, title: 'T', hall: 'H', startsAt: new Date('2026-12-07T07:00:00Z'), timeZone: 'Europe/Moscow' }
    expect(reminderMail({ ...facts, lang: 'ru', minutesBefore: 15 }, '', 'https://x', 'https://x/off').subject).toBe('Через 15 минут: T')
    expect(reminderMail({ ...facts, lang: 'en', minutesBefore: 5 }, '', 'https://x', 'https://x/off').subject).toBe('In 5 minutes: T')
  })

  it('a context keeps a server text apart from the screens\' translation of the same Russian', () => {
    expect(text('en', { id: 'Личный кабинет', context: 'account link' })).toBe('My account')
  })
})
