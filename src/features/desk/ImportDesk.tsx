import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type Struct, validate } from 'superstruct'
import { envelope } from '../../../kernel/contract/common'
import { ImportApplied, ImportPreview, deskImportEndpoints } from '../../../kernel/contract/desk-import'
import { PageHead } from '../../components/layout/PageHead'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { PullPanel } from './PullPanel'

type Step = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'preview'; preview: ImportPreview } | { kind: 'applied'; version: number; programVersion: number | null } | { kind: 'error'; message: string }

/** /desk/import: a file's preview (nothing written), then apply; the pull's state. */
export function ImportDesk() {
  const { api } = useDesk()
  const { t } = useLingui()
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [replaceDemo, setReplaceDemo] = useState(false)

  async function send<T>(path: string, struct: Struct<T, unknown>, extra = ''): Promise<T> {
    const res = await api.account.send(`${path}?name=${encodeURIComponent(file!.name)}${extra}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: file!.text,
    })
    const body: unknown = await res.json().catch(() => null)
    if (!res.ok) throw new ApiError('http', (body as { message?: string } | null)?.message ?? `HTTP ${res.status}`, res.status)
    const [failure, value] = validate(body, envelope(struct))
    if (failure) throw new ApiError('invalid', failure.message)
    return (value as { data: T }).data
  }
  const failed = (error: unknown) => setStep({ kind: 'error', message: error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось связаться с сервером. Проверьте сеть и повторите.` })

  async function preview() {
    setStep({ kind: 'busy', what: t`Проверяем файл…` })
    try {
      setStep({ kind: 'preview', preview: await send(deskImportEndpoints.importPreview.path, ImportPreview as unknown as Struct<ImportPreview, unknown>) })
    } catch (error) {
      failed(error)
    }
  }
  async function apply() {
    setStep({ kind: 'busy', what: t`Импортируем…` })
    try {
      const done = await send(deskImportEndpoints.importApply.path, ImportApplied as unknown as Struct<{ ok: boolean; version: number; program_version: number | null }, unknown>, replaceDemo ? '&replace_demo=1' : '')
      setStep({ kind: 'applied', version: done.version, programVersion: done.program_version })
    } catch (error) {
      failed(error)
    }
  }

  return (
    <>
      <PageHead title={<Trans>Импорт программы</Trans>} lead={<Trans>frab XML, c3voc JSON или наш JSON. Сначала — предпросмотр изменений: ничего не записывается, пока вы не подтвердите.</Trans>} />
      <div className="field">
        <label htmlFor="desk-import-file" className="field__label">
          <Trans>Файл программы</Trans>
        </label>
        <input
          id="desk-import-file"
          type="file"
          accept=".xml,.json,application/json,text/xml,application/xml"
          onChange={async (e) => {
            const chosen = e.target.files?.[0]
            setStep({ kind: 'idle' })
            setReplaceDemo(false)
            setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null)
          }}
        />
      </div>
      <button type="button" className="button button--primary" disabled={!file || step.kind === 'busy'} onClick={() => void preview()}>
        <Trans>Показать, что изменится</Trans>
      </button>
      <div role="status" aria-live="polite">
        {step.kind === 'busy' ? <p>{step.what}</p> : null}
        {step.kind === 'applied' ? <p>{step.programVersion ? t`Импортировано: версия программы ${step.programVersion}` : t`Импортировано: программа не изменилась`}</p> : null}
      </div>
      {step.kind === 'error' ? <p role="alert">{step.message}</p> : null}
      {step.kind === 'preview' ? <PreviewView preview={step.preview} replaceDemo={replaceDemo} onReplaceDemo={setReplaceDemo} onApply={() => void apply()} /> : null}
      <PullPanel />
    </>
  )
}

function PreviewView({ preview, replaceDemo, onReplaceDemo, onApply }: { preview: ImportPreview; replaceDemo: boolean; onReplaceDemo: (v: boolean) => void; onApply: () => void }) {
  const { t } = useLingui()
  const kindName = (k: string) => ({ added: t`добавлена`, moved: t`перенесена`, hall: t`другой зал`, cancelled: t`отменена`, restored: t`возвращена`, retitled: t`новое название`, speakers: t`другие спикеры` })[k] ?? k
  if (!preview.ok) {
    return (
      <section aria-labelledby="desk-import-problems">
        <h2 id="desk-import-problems">
          <Trans>Файл не подходит: ничего не импортировано</Trans>
        </h2>
        <ul>
          {preview.problems.map((p, i) => (
            <li key={i}>
              <code>{p.path}</code>: {p.message}
            </li>
          ))}
        </ul>
      </section>
    )
  }
  const total = Object.values(preview.changes).reduce((a, b) => a + b, 0)
  return (
    <section aria-labelledby="desk-import-preview" className="desk-preview">
      <h2 id="desk-import-preview">
        <Trans>Что изменится</Trans>
      </h2>
      <p>{Object.entries(preview.counts).map(([section, n]) => `${section}: ${n}`).join(', ')}</p>
      {total === 0 ? (
        <p>
          <Trans>Сессии программы не изменятся.</Trans>
        </p>
      ) : (
        <ul className="desk-changes">
          {Object.entries(preview.changes).map(([kind, n]) => (
            <li key={kind}>{t`${kindName(kind)}: ${n}`}</li>
          ))}
        </ul>
      )}
      {preview.sessions.length ? (
        <details>
          <summary>{t`Сессии (${preview.sessions.length})`}</summary>
          <ul>
            {preview.sessions.map((s) => (
              <li key={s.id}>
                {s.title} — {s.kinds.map(kindName).join(', ')}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {preview.warnings.length ? (
        <>
          <h3>
            <Trans>Предупреждения импорта</Trans>
          </h3>
          <ul>
            {preview.warnings.map((w, i) => (
              <li key={i}>
                <code>{w.path}</code>: {w.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.demo ? (
        <div className="form-alert" role="alert">
          <p className="form-alert__title">
            <Trans>Сейчас на сайте демонстрационная программа</Trans>
          </p>
          <p>
            <Trans>Импорт заменит её сессии, но новости, спикеры, партнёры, индустрии и цифры демо останутся: на сайте окажутся вперемешку демо и ваш форум.</Trans>
          </p>
          <label className="desk-check">
            <input type="checkbox" checked={replaceDemo} onChange={(e) => onReplaceDemo(e.target.checked)} />
            <Trans>Да, заменить демонстрационную программу</Trans>
          </label>
        </div>
      ) : null}
      <button type="button" className="button button--primary" disabled={preview.demo && !replaceDemo} onClick={onApply}>
        <Trans>Импортировать</Trans>
      </button>
    </section>
  )
}
