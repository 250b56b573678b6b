import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useField, useFormState } from 'react-final-form'
import { type DeskNews, type DeskPicture, PICTURE_FIELD, deskNewsEndpoints } from '../../../kernel/contract/desk-news'
import { RichText } from '../../components/content/RichText'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import type { NewsForm } from './news-form'

/** The cover picture: uploaded at once through the site's pipeline; the form keeps its address. */
export function PictureField({ name, label }: { name: string; label: string }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const id = useId()
  const { input } = useField<string | null>(name, { subscription: { value: true } })
  const [status, setStatus] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' })
  async function upload(file: File) {
    setStatus({ busy: true, error: '' })
    const form = new FormData()
    form.append(PICTURE_FIELD, file)
    try {
      const res = await api.account.send(deskNewsEndpoints.pictureUpload.path, { method: 'POST', body: form })
      const body = (await res.json().catch(() => null)) as { data?: DeskPicture; message?: string } | null
      if (!res.ok || !body?.data) throw new ApiError('http', body?.message ?? `HTTP ${res.status}`, res.status)
      input.onChange(body.data.url)
      setStatus({ busy: false, error: '' })
    } catch (error) {
      setStatus({ busy: false, error: error instanceof ApiError ? error.message : t`Не удалось загрузить файл. Проверьте сеть и повторите.` })
    }
  }
  return (
    <div className={status.error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {input.value ? <img src={input.value} alt="" className="desk-picture" width={240} /> : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-describedby={`${id}-note`}
        aria-invalid={status.error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void upload(file)
        }}
      />
      <p id={`${id}-note`} className={status.error ? 'field__error' : 'field__hint'} role={status.error ? 'alert' : 'status'}>
        {status.busy ? t`Загружаем…` : status.error || t`PNG, JPEG, WebP или GIF до 5 МБ; метаданные (GPS) удаляются.`}
      </p>
      {input.value ? (
        <button type="button" className="button button--ghost" onClick={() => input.onChange(null)}>
          <Trans>Убрать картинку</Trans>
        </button>
      ) : null}
    </div>
  )
}

/** The item as the site will show it, in the language picked. */
export function NewsPreview() {
  const { t } = useLingui()
  const { values } = useFormState<NewsForm>({ subscription: { values: true } })
  const [lang, setLang] = useState<'ru' | 'en'>('ru')
  const title = lang === 'ru' ? values.ru_title : values.en_title || values.ru_title
  const lead = lang === 'ru' ? values.ru_lead : values.en_title ? values.en_lead : values.ru_lead
  const body = lang === 'ru' ? values.ru_body : values.en_title ? values.en_body : values.ru_body
  return (
    <section aria-labelledby="desk-news-preview" className="desk-preview">
      <h2 id="desk-news-preview">
        <Trans>Предпросмотр</Trans>
      </h2>
      <div role="group" aria-label={t`Язык предпросмотра`} className="desk-row">
        {(['ru', 'en'] as const).map((l) => (
          <button key={l} type="button" className="button button--ghost" aria-pressed={lang === l} onClick={() => setLang(l)}>
            {l === 'ru' ? 'Русский' : 'English'}
          </button>
        ))}
      </div>
      {lang === 'en' && !values.en_title ? (
        <p className="muted">
          <Trans>Английского текста нет: на английской странице будет русский.</Trans>
        </p>
      ) : null}
      <article lang={lang}>
        <h3>{title || t`Без заголовка`}</h3>
        {lead ? <p className="news-item__lead">{lead}</p> : null}
        {values.image ? <img src={values.image} alt="" /> : null}
        {body ? <RichText html={body} className="rich-text" /> : null}
      </article>
    </section>
  )
}

/** Someone else saved first: their version, and the choice between theirs and this one. */
export function ConflictPanel({ theirs, onTakeTheirs, onKeepMine }: { theirs: DeskNews; onTakeTheirs: () => void; onKeepMine: () => void }) {
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__title">
        <Trans>Эту новость сохранил(а) {theirs.updated_by ?? '—'}, пока вы её редактировали. Ваш текст остался в форме.</Trans>
      </p>
      <p>
        <Trans>Их заголовок: «{theirs.ru_title}»</Trans>
      </p>
      <div className="desk-row">
        <button type="button" className="button button--ghost" onClick={onTakeTheirs}>
          <Trans>Взять их версию</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          <Trans>Оставить мою и сохранить поверх</Trans>
        </button>
      </div>
    </div>
  )
}
