import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { aUser, apiError, bodyOf } from '../auth/auth-helpers'
import { fakeFetch, renderRoute } from '../render'
import { aProfile, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)
afterEach(() => vi.unstubAllGlobals())

const form = () => within(document.querySelector<HTMLFormElement>('form.form')!)

/** An XMLHttpRequest that records what is sent and answers as the test says. */
function fakeXhr(answer: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; body: FormData }[] = []
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    status = 0
    responseText = ''
    private url = ''
    private headers: Record<string, string> = {}
    open(_method: string, url: string) {
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body })
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
        this.status = answer.status
        this.responseText = JSON.stringify(answer.body)
        this.onload?.()
      }, 0)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

describe('/cabinet/personal-data — profile edit', () => {
  it('§3: every profile field, filled from the saved profile; sex defaults to M for a new profile', async () => {
    storeSession()
    await renderRoute('/cabinet/personal-data', { fetch: fakeFetch(cabinetHandlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Данные пользователя' })).toBeInTheDocument()
    const f = form()
    expect(f.getByLabelText('Фамилия')).toHaveValue('Смирнова')
    expect(f.getByLabelText('Имя')).toHaveValue('Анна')
    expect(f.getByLabelText('Отчество')).toHaveValue('Сергеевна')
    expect(f.getByLabelText('Имя латиницей')).toHaveValue('Anna')
    expect(f.getByLabelText('Фамилия латиницей')).toHaveValue('Smirnova')
    expect(f.getByRole('radio', { name: 'Женский' })).toBeChecked()
    expect(f.getByLabelText('Дата рождения')).toHaveValue('1994-05-17')
    expect(f.getByLabelText('Телефон')).toHaveValue('+7 900 000-26-26')
    expect(f.getByLabelText('Регион')).toHaveValue('Республика Татарстан')
    expect(f.getByLabelText('Город')).toHaveValue('Казань')
    expect(f.getByLabelText('Организация')).toHaveValue('Студия «Северный свет»')
    expect(f.getByLabelText('Тип организации')).toHaveValue('company')
    expect(f.getByLabelText('Отрасль')).toHaveValue('1')
    expect(within(f.getByLabelText('Отрасль')).getByRole('option', { name: 'Кино' })).toBeInTheDocument()
    expect(f.getByLabelText('Должность')).toHaveValue('Продюсер')
    expect(f.getByLabelText('Образование')).toHaveValue('Высшее')
    expect(f.getByRole('textbox', { name: 'О себе' })).toHaveValue('Продюсирую документальные проекты.')
    expect(screen.getByLabelText('Загрузить фотографию')).toHaveAttribute('accept', 'image/*')
  })

  it('§3: a person without a profile starts with sex M', async () => {
    storeSession()
    await renderRoute('/cabinet/personal-data', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/me/': aUser() })).fetch })
    expect(await screen.findByRole('radio', { name: 'Мужской' })).toBeChecked()
  })

  it('§5: the bio counts characters live; 501 are refused before sending', async () => {
    storeSession()
    const api = fakeFetch(cabinetHandlers())
    await renderRoute('/cabinet/personal-data', { fetch: api.fetch })
    const bio = await screen.findByRole('textbox', { name: 'О себе' })
    expect(screen.getByText('34 из 500 символов')).toBeInTheDocument()
    await userEvent.clear(bio)
    await userEvent.click(bio)
    await userEvent.paste('я'.repeat(500))
    expect(screen.getByText('500 из 500 символов')).toBeInTheDocument()
    await userEvent.type(bio, '!')
    expect(screen.getByText('501 из 500 символов')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Не длиннее 500 символов')).toBeInTheDocument()
    expect(bio).toHaveAttribute('aria-invalid', 'true')
    expect(api.requests.some((r) => r.url.pathname.endsWith('/api/user/profile'))).toBe(false)
  })

  it('§5: English names accept Latin letters only (ru and the hint)', async () => {
    storeSession()
    const api = fakeFetch(cabinetHandlers())
    await renderRoute('/cabinet/personal-data', { fetch: api.fetch })
    const latin = await screen.findByLabelText('Имя латиницей')
    expect(latin).toHaveAccessibleDescription('Только латинские буквы, как в загранпаспорте')
    await userEvent.clear(latin)
    await userEvent.type(latin, 'Анна')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Только латинские буквы')).toBeInTheDocument()
    expect(api.requests.some((r) => r.url.pathname.endsWith('/api/user/profile'))).toBe(false)
  })

  it('§5: Latin only, in English', async () => {
    storeSession()
    await renderRoute('/cabinet/personal-data', { lang: 'en', fetch: fakeFetch(cabinetHandlers()).fetch })
    const latin = await screen.findByLabelText('Last name in Latin letters')
    await userEvent.clear(latin)
    await userEvent.type(latin, 'Смирнова')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Latin letters only')).toBeInTheDocument()
  })

  it('§8: a successful save says "Данные успешно изменены" and sends the trimmed fields, empty ones as null', async () => {
    storeSession()
    let sent: Record<string, unknown> = {}
    const api = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/profile': (_url: URL, init: RequestInit | undefined) => {
          sent = bodyOf(init)
          return { ...aUser(), profile: aProfile({ city: 'Иннополис', education: null }) }
        },
      }),
    )
    await renderRoute('/cabinet/personal-data', { fetch: api.fetch })
    const city = await screen.findByLabelText('Город')
    await userEvent.clear(city)
    await userEvent.type(city, '  Иннополис ')
    await userEvent.clear(screen.getByLabelText('Образование'))
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Данные успешно изменены')).toBeInTheDocument()
    expect(sent).toMatchObject({ city: 'Иннополис', education: null, sex: 'F', industry_id: 1, organization_type: 'company' })
    const put = api.requests.find((r) => r.url.pathname.endsWith('/api/user/profile'))!
    expect(put.headers.get('authorization')).toBe('Bearer token-stored')
    // The session reloads the profile.
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/api/user/me/')).length).toBeGreaterThanOrEqual(3)
  })

  it('§8: "Data changed successfully" in English', async () => {
    storeSession()
    const api = fakeFetch(cabinetHandlers({ '/acc/api/user/profile': { ...aUser(), profile: aProfile() } }))
    await renderRoute('/cabinet/personal-data', { lang: 'en', fetch: api.fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument()
  })

  it('server field errors land on their fields, and what was typed stays', async () => {
    storeSession()
    const handlers = cabinetHandlers({
      '/acc/api/user/profile': apiError(422, 'Проверьте поля формы', 'validation_failed', { phone: ['Телефон: + и от 10 до 15 цифр'], industry_id: ['Такой отрасли нет'] }),
    })
    await renderRoute('/cabinet/personal-data', { fetch: fakeFetch(handlers).fetch })
    const position = await screen.findByLabelText('Должность')
    await userEvent.clear(position)
    await userEvent.type(position, 'Режиссёр')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить данные')
    expect(screen.getByLabelText('Телефон')).toHaveAccessibleDescription(/Телефон: \+ и от 10 до 15 цифр/)
    expect(screen.getByText('Такой отрасли нет')).toBeInTheDocument()
    expect(position).toHaveValue('Режиссёр')
    expect(screen.queryByText('Данные успешно изменены')).not.toBeInTheDocument()
  })

  it('§5, §9: a file over 5 MB is refused before any upload (ru)', async () => {
    storeSession()
    const sent = fakeXhr({ status: 200, body: {} })
    await renderRoute('/cabinet/personal-data', { fetch: fakeFetch(cabinetHandlers()).fetch })
    const input = await screen.findByLabelText('Загрузить фотографию')
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    await userEvent.upload(input, big)
    expect(await screen.findByText('Файл слишком большой. Выберите файл размером до 5 МБ.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('§5: the 5 MB refusal in English, and only images are taken', async () => {
    storeSession()
    const sent = fakeXhr({ status: 200, body: {} })
    await renderRoute('/cabinet/personal-data', { lang: 'en', fetch: fakeFetch(cabinetHandlers()).fetch })
    const input = await screen.findByLabelText('Upload a photo')
    await userEvent.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText('The file is too large. Please select a file up to 5 MB in size.')).toBeInTheDocument()
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
    expect(await screen.findByText('Only a PNG, JPEG, WebP or GIF image can be uploaded.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('an image up to 5 MB is uploaded as multipart with the bearer token and shown', async () => {
    storeSession()
    const sent = fakeXhr({ status: 200, body: { data: { ...aUser(), profile: aProfile({ userpic: '/media/userpics/7.png' }) } } })
    await renderRoute('/cabinet/personal-data', { fetch: fakeFetch(cabinetHandlers()).fetch })
    await userEvent.upload(await screen.findByLabelText('Загрузить фотографию'), new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' }))
    expect(await screen.findByText('Фотография обновлена')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Ваша фотография' })).toHaveAttribute('src', '/media/userpics/7.png')
    expect(sent[0]!.url).toBe('http://localhost/api/acc/api/user/userpic')
    expect(sent[0]!.headers.Authorization).toBe('Bearer token-stored')
    expect((sent[0]!.body.get('file') as File).name).toBe('me.png')
  })

  it('a 413 from the server gives the same 5 MB message', async () => {
    storeSession()
    fakeXhr({ status: 413, body: { message: 'Файл слишком большой. Выберите файл размером до 5 МБ.', code: 'file_too_large' } })
    await renderRoute('/cabinet/personal-data', { fetch: fakeFetch(cabinetHandlers()).fetch })
    await userEvent.upload(await screen.findByLabelText('Загрузить фотографию'), new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' }))
    expect(await screen.findByText('Файл слишком большой. Выберите файл размером до 5 МБ.')).toBeInTheDocument()
  })
})
