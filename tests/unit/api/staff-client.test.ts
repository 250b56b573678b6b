import { describe, expect, it, vi } from 'vitest'
import { createAccountApi } from '../../../src/lib/api/account'
import { ApiError } from '../../../src/lib/api/errors'
import { createStaffApi } from '../../../src/lib/api/staff'
import { json } from '../render'

const verdict = { verdict: 'already_checked_in', name: 'Мария Иванова', role: 'visitor', days: null, first: { at: '2026-12-09T07:00:00.000Z', door: 'Главный вход' } }

function staff(answer: Response, onUnauthorized = () => {}) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer)
  const account = createAccountApi({ baseURL: 'http://api.test/api/acc', getLang: () => 'ru', getToken: () => 'token', onUnauthorized, fetch })
  return { api: createStaffApi(account, fetch), fetch }
}

describe('the staff client: refusals the contract names are answers', () => {
  it('a door check refused with 409 returns its verdict, as a 200 would', async () => {
    const { api, fetch } = staff(json(409, { message: 'Уже прошёл сегодня: 10:00, Главный вход', code: 'already_checked_in', data: verdict }))
    await expect(api.checkDoor({ id: 'a', code: 'ABCDEF', door: 'Главный вход' })).resolves.toEqual(verdict)
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('http://api.test/api/acc/api/staff/door/check')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token')
  })

  it('a replayed batch (409 batch_replayed) returns its results', async () => {
    const results = [{ id: 'a', outcome: 'counted', first: null }]
    const { api } = staff(json(409, { message: 'Эти отметки уже получены', code: 'batch_replayed', data: results }))
    await expect(api.call('doorSync', { body: { checkins: [{ id: 'a', code: 'ABCDEF', door: 'A', at: '2026-12-09T07:00:00.000Z' }] } })).resolves.toEqual(results)
  })

  it('a refusal out of the contract is an ApiError with its code; a 401 starts the relogin', async () => {
    const relogin = vi.fn()
    const { api } = staff(json(401, { message: 'Войдите снова', code: 'unauthorized' }), relogin)
    const error = await api.checkDoor({ id: 'a', code: 'ABCDEF', door: 'A' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'unauthorized' })
    expect(relogin).toHaveBeenCalledOnce()
  })

  it('a 409 whose body is not a verdict is refused, not taken for one', async () => {
    const { api } = staff(json(409, { message: 'x', code: 'already_checked_in', data: { verdict: 'maybe' } }))
    await expect(api.checkDoor({ id: 'a', code: 'ABCDEF', door: 'A' })).rejects.toMatchObject({ status: 409 })
  })
})
