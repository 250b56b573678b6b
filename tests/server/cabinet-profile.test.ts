import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIO_MAX_LENGTH, DEFAULT_SEX } from '../../kernel/constants'
import { type ProfileBody, User, accountEndpoints } from '../../kernel/contract/account'
import { expectData, expectError } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, expectMessage, newPerson } from './helpers/cabinet'

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

const save = (token: string, body: unknown, lang: 'ru' | 'en' = 'ru') => server.call('saveProfile', { token, body, lang })

const full: ProfileBody = {
  phone: '+7 (900) 000-26-26',
  sex: 'F',
  birthdate: '1990-04-12',
  firstname: 'Мария',
  lastname: 'Иванова',
  surname: 'Петровна',
  firstname_en: 'Maria',
  lastname_en: "O'Neil-Ivanova",
  organization: 'Студия «Север»',
  organization_type: 'company',
  industry_id: 1,
  position: 'Продюсер',
  region: 'Республика Татарстан',
  city: 'Казань',
  education: 'Высшее',
  bio: 'Снимаю документальное кино.\nИ учу этому других.',
}

describe('§3 Profile: PUT /api/user/profile saves the person’s own profile', () => {
  it('§3: the first save creates the profile (sex defaults to M) and answers the User with §8 "Data changed successfully"', async () => {
    const token = await newPerson(server)
    expect(expectData(await server.call('me', { token }), User).profile).toBeNull()
    const r = await save(token, { firstname: 'Иван' }, 'en')
    const user = expectData(r, accountEndpoints.saveProfile.response)
    expectMessage(r, 'Data changed successfully')
    expect(user.profile).toMatchObject({ firstname: 'Иван', sex: DEFAULT_SEX, lastname: null, userpic: null, bio: null })
    expect(r.res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('§3: every field is saved and read back; the message is in X-Lang (ru by default)', async () => {
    const token = await newPerson(server)
    const r = await save(token, full)
    expectMessage(r, 'Данные успешно изменены')
    const { id: _id, userpic, ...saved } = expectData(r, User).profile!
    expect(saved).toEqual(full)
    expect(userpic).toBeNull()
    expect(expectData(await server.call('me', { token }), User).profile).toMatchObject(full)
  })

  it('decided: a field left out keeps its value, null or blank clears it, strings are trimmed', async () => {
    const token = await newPerson(server)
    await save(token, full)
    const user = expectData(await save(token, { city: '  Москва ', education: null, region: '   ', position: '' }), User)
    expect(user.profile).toMatchObject({ city: 'Москва', education: null, region: null, position: null, firstname: 'Мария', bio: full.bio })
  })

  it(`§5 Bio: ${BIO_MAX_LENGTH} characters are accepted, ${BIO_MAX_LENGTH + 1} are a 422 on bio`, async () => {
    const token = await newPerson(server)
    expect(expectData(await save(token, { bio: 'я'.repeat(BIO_MAX_LENGTH) }), User).profile?.bio).toHaveLength(BIO_MAX_LENGTH)
    const e = expectError(await save(token, { bio: 'я'.repeat(BIO_MAX_LENGTH + 1) }), 422, 'validation_failed')
    expect(e.errors).toEqual({ bio: [`Не более ${BIO_MAX_LENGTH} символов`] })
    const en = expectError(await save(token, { bio: 'b'.repeat(BIO_MAX_LENGTH + 1) }, 'en'), 422)
    expect(en.errors?.bio).toEqual([`At most ${BIO_MAX_LENGTH} characters`])
    expect(expectData(await server.call('me', { token }), User).profile?.bio).toHaveLength(BIO_MAX_LENGTH)
  })

  it('§5 LatinName: English names accept Latin letters, spaces, hyphens and apostrophes only', async () => {
    const token = await newPerson(server)
    const e = expectError(await save(token, { firstname_en: 'Мария', lastname_en: 'Ivanova2' }), 422)
    expect(e.errors).toEqual({ firstname_en: ['Только латинские буквы'], lastname_en: ['Только латинские буквы'] })
    expect(expectError(await save(token, { firstname_en: 'Zoë' }, 'en'), 422).errors).toEqual({ firstname_en: ['Latin letters only'] })
    expect(expectData(await save(token, { firstname_en: 'Anne-Marie', lastname_en: "D'Arcy Smith" }), User).profile?.lastname_en).toBe("D'Arcy Smith")
  })

  it('§3 industry_id must name an industry; every problem is reported at once', async () => {
    const token = await newPerson(server)
    const e = expectError(await save(token, { industry_id: 999, phone: '12-34', firstname_en: 'Иван' }), 422)
    expect(e.errors).toEqual({ industry_id: ['Такой отрасли нет'], phone: ['Телефон: + и от 10 до 15 цифр'], firstname_en: ['Только латинские буквы'] })
    expect(expectError(await save(token, { industry_id: 3_000_000_000 }), 422).errors).toEqual({ industry_id: ['Такой отрасли нет'] })
    expect(expectError(await save(token, { industry_id: 'one' }), 422).errors).toEqual({ industry_id: ['Недопустимое значение'] })
    expect(expectData(await save(token, { industry_id: 2 }), User).profile?.industry_id).toBe(2)
  })

  it('decided: phone is an optional + and 10 to 15 digits; spaces, hyphens and brackets allowed', async () => {
    const token = await newPerson(server)
    for (const phone of ['+7 (900) 123-45-67', '89001234567', '+44 20 7946 0958', '+123456789012345']) {
      expect(expectData(await save(token, { phone }), User).profile?.phone, phone).toBe(phone)
    }
    for (const phone of ['12345', '+1234567890123456', 'call me', '7+9001234567', '+7 900 123 45 67 ext 1']) {
      expect(expectError(await save(token, { phone }), 422).errors, phone).toHaveProperty('phone')
    }
  })

  it('decided: birthdate is a real past date from 1900 on', async () => {
    const token = await newPerson(server)
    expect(expectData(await save(token, { birthdate: '1961-04-12' }), User).profile?.birthdate).toBe('1961-04-12')
    for (const birthdate of ['2099-01-01', '1990-02-30', '1899-12-31', '12.04.1961', '0000-01-01']) {
      expect(expectError(await save(token, { birthdate }), 422).errors, birthdate).toEqual({ birthdate: ['Укажите настоящую дату рождения в прошлом'] })
    }
  })

  it('decided: lengths are capped (names 100, organization 200) and control characters refused', async () => {
    const token = await newPerson(server)
    const e = expectError(await save(token, { firstname: 'а'.repeat(101), organization: 'o'.repeat(201), city: 'Ка\u0000зань', bio: 'a\u0000b' }), 422)
    expect(e.errors).toEqual({
      firstname: ['Не более 100 символов'],
      organization: ['Не более 200 символов'],
      city: ['Недопустимое значение'],
      bio: ['Недопустимое значение'],
    })
    expect(expectData(await save(token, { firstname: 'а'.repeat(100) }), User).profile?.firstname).toHaveLength(100)
  })

  it('§3: names refuse bidirectional controls (U+202E, U+2066) and lone surrogates; emoji and other scripts pass', async () => {
    const token = await newPerson(server)
    const e = expectError(await save(token, { firstname: 'Анна\u202eанна', lastname: 'Ли\ud800', surname: '\u2066x', organization: 'Org\udfff', bio: 'a\u202eb' }), 422)
    expect(e.errors).toEqual({
      firstname: ['Недопустимое значение'],
      lastname: ['Недопустимое значение'],
      surname: ['Недопустимое значение'],
      organization: ['Недопустимое значение'],
      bio: ['Недопустимое значение'],
    })
    const saved = expectData(await save(token, { firstname: 'Zoë 😀', lastname: 'أحمد', city: '東京' }), User).profile
    expect(saved).toMatchObject({ firstname: 'Zoë 😀', lastname: 'أحمد', city: '東京' })
  })

  it('§3: a name made only of zero-width characters is no name: the profile clears it, the registration asks for it', async () => {
    const token = await newPerson(server)
    expectData(await save(token, { firstname: 'Анна', lastname: 'Ли' }), User)
    const cleared = expectData(await save(token, { firstname: '\u200b\u200d', lastname: '\ufeff \u2060' }), User).profile
    expect(cleared).toMatchObject({ firstname: null, lastname: null })
  })

  it('§3: sex is M or F; organization_type one of the wizard’s ORGANIZATION_TYPES', async () => {
    const token = await newPerson(server)
    const e = expectError(await save(token, { sex: 'X', organization_type: 'Коммерческая организация' }), 422)
    expect(e.errors).toEqual({ sex: ['Выберите значение из списка'], organization_type: ['Выберите значение из списка'] })
    expect(expectError(await save(token, { sex: null }), 422).errors).toEqual({ sex: ['Обязательное поле'] })
  })

  it('§5: unknown fields (userpic, id, user_id) are refused: the picture has its own call, the owner is the token', async () => {
    const token = await newPerson(server)
    const e = expectError(await save(token, { userpic: '/media/x.png', id: 1, user_id: 2 }), 422)
    expect(e.errors).toEqual({ userpic: ['Неизвестное поле'], id: ['Неизвестное поле'], user_id: ['Неизвестное поле'] })
  })

  it('§7: no token → 401; a body that is not a JSON object → 400; another method → 405', async () => {
    expectError(await save('', full), 401, 'unauthorized')
    const token = await newPerson(server)
    expectError(await server.raw('PUT', '/api/user/profile', { token, rawBody: '[]' }), 400, 'validation_failed')
    const wrong = await server.raw('POST', '/api/user/profile', { token, body: {} })
    expectError(wrong, 405)
    expect(wrong.res.headers.get('Allow')).toBe('PUT')
  })
})
