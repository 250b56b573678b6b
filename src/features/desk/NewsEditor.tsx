import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Field } from 'react-final-form'
import { type DeskNews, NEWS_LEAD_MAX, NEWS_STATES, NewsBody, deskNewsEndpoints } from '../../../kernel/contract/desk-news'
import type { Industry } from '../../../kernel/contract/content'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SelectField } from '../../components/form/SelectField'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextAreaField } from '../../components/form/TextAreaField'
import { TextField } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { ApiError } from '../../lib/api/errors'
import { pick } from '../../lib/translate'
import { useLang } from '../../i18n/use-lang'
import { useDesk } from './desk-context'
import { NEWS_FIELDS, type NewsForm, bodyOf, emptyNews, formOf } from './news-form'
import { ConflictPanel, NewsPreview, PictureField } from './news-parts'
import { useNewsStateName } from './news-states'
import { RichTextEditor } from './RichTextEditor'
import { useDeskLoad } from './use-desk-load'

const route = getRouteApi('/desk/news_/$id')
const validateBody = validateWith(NewsBody)

/** /desk/news/$id ("new" for a new item): both languages, state and time, picture, industries, a preview. */
export function NewsEditor() {
  const { id } = route.useParams()
  const { api } = useDesk()
  const { content } = useRouter().options.context
  const isNew = id === 'new'
  const { state, retry } = useDeskLoad(async () => {
    const [item, industries] = await Promise.all([isNew ? null : api.call(deskNewsEndpoints.newsItem, { params: { id } }), content.get('industries')])
    return { item, industries }
  }, id)
  if (state.status === 'loading') return <BlockLoading />
  if (state.status === 'failed') {
    return (
      <BlockFailed onRetry={retry}>
        <Trans>Не удалось загрузить новость.</Trans>
      </BlockFailed>
    )
  }
  return <NewsFormScreen key={id} item={state.data.item} industries={state.data.industries} />
}

function NewsFormScreen({ item: loaded, industries }: { item: DeskNews | null; industries: Industry[] }) {
  // A new item, once created, is saved in place from then on (the page stays, with its notice).
  const [item, setItem] = useState<DeskNews | null>(loaded)
  const { api } = useDesk()
  const { t } = useLingui()
  const lang = useLang()
  const stateName = useNewsStateName()
  const [conflict, setConflict] = useState<DeskNews | null>(null)
  const [saved, setSaved] = useState('')
  const [initial, setInitial] = useState<NewsForm>(item ? formOf(item) : emptyNews())

  return (
    <>
      <PageHead title={item ? <Trans>Новость</Trans> : <Trans>Новая новость</Trans>} />
      <FormShell<NewsForm>
        initialValues={initial}
        validate={(values) => validateBody(bodyOf(values))}
        onSubmit={async (values, form) => {
          setSaved('')
          setConflict(null)
          try {
            const body = bodyOf(values)
            const result = item ? await api.call(deskNewsEndpoints.newsSave, { params: { id: item.id }, body }) : await api.call(deskNewsEndpoints.newsCreate, { body })
            setSaved(t`Сохранено: ${stateName(result.state)}`)
            setItem(result)
            setTimeout(() => form.initialize(formOf(result)), 0)
            return undefined
          } catch (error) {
            if (error instanceof ApiError && error.status === 409 && error.code === 'edited_elsewhere') {
              const theirs = item ? await api.call(deskNewsEndpoints.newsItem, { params: { id: item.id } }).catch(() => null) : null
              if (theirs) setConflict(theirs)
            }
            return submissionErrors(error, NEWS_FIELDS, error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)
          }
        }}
      >
        <FormAlert />
        {conflict ? (
          <FieldsConflict theirs={conflict} onTakeTheirs={() => { setInitial(formOf(conflict)); setConflict(null) }} onDone={() => setConflict(null)} />
        ) : null}
        <fieldset className="desk-fieldset">
          <legend>
            <Trans>Публикация</Trans>
          </legend>
          <SelectField name="state" label={t`Состояние`} options={NEWS_STATES.map((s) => ({ value: s, label: stateName(s) }))} placeholder={t`Выберите`} />
          <Field<string> name="published_at">
            {({ input, meta }) => (
              <div className={meta.submitError || meta.error ? 'field field--invalid' : 'field'}>
                <label htmlFor="news-published-at" className="field__label">
                  <Trans>Дата публикации (для запланированной — когда выйдет)</Trans>
                </label>
                <input {...input} id="news-published-at" type="datetime-local" className="field__input" aria-describedby="news-published-at-error" />
                <p id="news-published-at-error" className="field__error">
                  {meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : ''}
                </p>
              </div>
            )}
          </Field>
          <PictureField name="image" label={t`Обложка`} />
          <fieldset className="desk-fieldset">
            <legend>
              <Trans>Индустрии</Trans>
            </legend>
            {industries.map((industry) => (
              <label key={industry.id} className="desk-check">
                <Field<number> name="industry_ids" type="checkbox" value={industry.id} component="input" />
                {pick(industry.translations, lang)?.name ?? industry.slug}
              </label>
            ))}
          </fieldset>
        </fieldset>
        {(['ru', 'en'] as const).map((l) => (
          <fieldset key={l} className="desk-fieldset" lang={l}>
            <legend>{l === 'ru' ? t`По-русски` : t`По-английски (необязательно)`}</legend>
            <TextField name={`${l}_title`} label={t`Заголовок`} autoComplete="off" optional={l === 'en'} />
            <TextAreaField name={`${l}_lead`} label={t`Подзаголовок`} max={NEWS_LEAD_MAX} optional />
            <Field<string> name={`${l}_body`}>
              {({ input }) => (
                <div className="field">
                  <span className="field__label" id={`news-${l}-body-label`}>
                    <Trans>Текст</Trans>
                  </span>
                  <RichTextEditor id={`news-${l}-body`} label={l === 'ru' ? t`Текст по-русски` : t`Текст по-английски`} value={input.value} onChange={input.onChange} />
                </div>
              )}
            </Field>
          </fieldset>
        ))}
        <SubmitButton pendingText={t`Сохраняем…`}>
          <Trans>Сохранить</Trans>
        </SubmitButton>
        <p role="status">{saved}</p>
        <NewsPreview />
      </FormShell>
    </>
  )
}

/** The conflict panel, inside the form: keeping mine moves the form onto their revision. */
function FieldsConflict({ theirs, onTakeTheirs, onDone }: { theirs: DeskNews; onTakeTheirs: () => void; onDone: () => void }) {
  return (
    <Field name="revision" subscription={{}}>
      {({ input }) => (
        <ConflictPanel
          theirs={theirs}
          onTakeTheirs={onTakeTheirs}
          onKeepMine={() => {
            input.onChange(theirs.revision)
            onDone()
          }}
        />
      )}
    </Field>
  )
}
