import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccountTestServer, createAccountServer, expectError } from './helpers/account'

let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer()
})
afterAll(() => server?.close())

const good = { email: 'valid@example.org', password: 'long-enough', password_confirmation: 'long-enough', consent: true }
const register = (body: unknown, lang: 'ru' | 'en' = 'ru') => server.call('register', { body, lang })

describe('§5 validation of account requests: 400 for a body that is not a JSON object, 422 naming each field', () => {
  it('§5: invalid email format', async () => {
    const e = expectError(await register({ ...good, email: 'not-an-email' }), 422, 'validation_failed')
    expect(e.errors).toEqual({ email: ['Неверный формат email: укажите только адрес, например name@example.com'] })
    const en = expectError(await register({ ...good, email: 'a b@c.d' }, 'en'), 422)
    expect(en.errors).toEqual({ email: ['Invalid email format: enter the address only, for example name@example.com'] })
  })

  it('§5: password shorter than 8 or longer than 128 characters', async () => {
    const short = expectError(await register({ ...good, password: 'short', password_confirmation: 'short' }), 422)
    expect(short.errors?.password).toEqual(['Пароль должен содержать от 8 до 128 символов'])
    const long = 'x'.repeat(129)
    const tooLong = expectError(await register({ ...good, password: long, password_confirmation: long }, 'en'), 422)
    expect(tooLong.errors?.password).toEqual(['The password must be 8 to 128 characters long'])
  })

  it('§5: password confirmation must match, reported with the other problems at once', async () => {
    const e = expectError(await register({ ...good, password_confirmation: 'different-one' }), 422)
    expect(e.errors).toEqual({ password_confirmation: ['Пароли не совпадают'] })
    const both = expectError(await register({ ...good, email: 'bad', password_confirmation: 'different-one' }), 422)
    expect(both.errors).toEqual({ email: ['Неверный формат email: укажите только адрес, например name@example.com'], password_confirmation: ['Пароли не совпадают'] })
  })

  it('§5: registration needs consent to personal data processing (false or missing)', async () => {
    const no = expectError(await register({ ...good, consent: false }), 422)
    expect(no.errors).toEqual({ consent: ['Необходимо согласие на обработку персональных данных'] })
    const { consent: _, ...missing } = good
    expect(expectError(await register(missing, 'en'), 422).errors).toEqual({ consent: ['Consent to the processing of personal data is required'] })
    expect(expectError(await register({ ...good, consent: 'yes' }), 422).errors).toHaveProperty('consent')
  })

  it('§5 Required field: missing and empty fields', async () => {
    const e = expectError(await register({}), 422)
    expect(e.errors).toMatchObject({ email: ['Обязательное поле'], password: ['Обязательное поле'], password_confirmation: ['Обязательное поле'] })
    const login = expectError(await server.call('login', { body: { email: '', password: '' }, lang: 'en' }), 422)
    expect(login.errors).toEqual({ email: ['Required field'], password: ['Required field'] })
  })

  it('§5: wrong types and unknown fields are field errors, never a 500', async () => {
    const e = expectError(await register({ ...good, email: 42, password: ['x'], extra: 1 }), 422)
    expect(e.errors).toEqual({ email: ['Ожидается строка'], password: ['Ожидается строка'], extra: ['Неизвестное поле'] })
    expectError(await server.call('confirm', { body: { token: 12345678901 } }), 422)
    expect(expectError(await server.call('confirm', { body: { token: 'short' } }), 422).errors).toEqual({ token: ['Неверный формат кода'] })
    expectError(await server.call('restoreProcess', { body: { token: null, password: {}, password_confirmation: 1 } }), 422)
    expectError(await server.call('socialExchange', { body: { code: true } }), 422)
    const proto = expectError(await server.call('login', { rawBody: '{"email":"a@b.cd","password":"x","__proto__":{"admin":true}}' }), 422)
    expect(Object.keys(proto.errors!)).toEqual(['__proto__'])
  })

  it('§5: a body that is not JSON, not an object, empty or too large is a 400 (413)', async () => {
    for (const rawBody of ['{"email":', 'email=a@b.c', '[1,2]', '"text"', 'null', '']) {
      const e = expectError(await server.call('login', { rawBody }), 400, 'validation_failed')
      expect(e.message).toBe('Тело запроса должно быть JSON-объектом')
    }
    expect(expectError(await server.call('login', { rawBody: '<', lang: 'en' }), 400).message).toBe('The request body must be a JSON object')
    expectError(await server.call('register', { rawBody: JSON.stringify({ ...good, padding: 'x'.repeat(20_000) }) }), 413)
  })

  it('§1: unknown X-Lang falls back to Russian', async () => {
    const e = expectError(await server.call('login', { body: {}, headers: { 'X-Lang': 'de' } }), 422)
    expect(e.message).toBe('Проверьте поля формы')
  })
})

describe('§7 account paths', () => {
  it('§7: an unknown account path is a JSON 404; another method on a known path is a 405 with Allow', async () => {
    expectError(await server.raw('GET', '/auth/nothing'), 404, 'not_found')
    const wrong = expectError(await server.raw('GET', '/auth/login'), 405)
    expect(wrong.message).toContain('GET')
    expect((await server.raw('GET', '/auth/login')).res.headers.get('Allow')).toBe('POST')
  })

  it('§7: authenticated calls without a bearer token answer 401 unauthorized', async () => {
    for (const name of ['me', 'eventView', 'refresh', 'logout'] as const) {
      const reply = await server.call(name)
      expectError(reply, 401, 'unauthorized')
      expect(reply.res.headers.get('WWW-Authenticate')).toBe('Bearer')
    }
    expectError(await server.call('me', { headers: { Authorization: 'Basic dXNlcjpwYXNz' } }), 401, 'unauthorized')
  })

  it('§7: account answers are never cached', async () => {
    const reply = await server.call('providers')
    expect(reply.res.headers.get('Cache-Control')).toBe('no-store')
    expect(reply.body).toEqual({ data: { vk: false } })
  })
})
