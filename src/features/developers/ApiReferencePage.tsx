import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { usePageMeta } from '../../lib/use-page-meta'
import './developers.css'

/** The server's OpenAPI document (server/openapi/), generated from kernel/contract. */
export const OPENAPI_URL = '/api/openapi.json'

type Load = 'loading' | 'ready' | 'failed'

/**
 * The API's reference for developers outside the team: Scalar's renderer of the OpenAPI
 * document, loaded only on this page (it is large and no other page needs it).
 */
export function ApiReferencePage() {
  const { t } = useLingui()
  usePageMeta(t`API для разработчиков`, t`Справочник API сайта форума: программа, аккаунты, живой канал, вопросы; документ OpenAPI 3.1`)
  const host = useRef<HTMLDivElement>(null)
  const [load, setLoad] = useState<Load>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let instance: { destroy(): void } | null = null
    let gone = false
    Promise.all([import('@scalar/api-reference'), import('@scalar/api-reference/style.css')])
      .then(([{ createApiReference }]) => {
        if (gone || !host.current) return
        instance = createApiReference(host.current, {
          url: OPENAPI_URL,
          withDefaultFonts: false,
          forceDarkModeState: 'light',
          hideDarkModeToggle: true,
          hideClientButton: true,
          showDeveloperTools: 'never',
          telemetry: false,
          agent: { disabled: true },
        })
        setLoad('ready')
      })
      .catch(() => {
        if (!gone) setLoad('failed')
      })
    return () => {
      gone = true
      instance?.destroy()
    }
  }, [attempt])

  return (
    <div className="developers">
      <div className="container">
        <header className="page-head">
          <h1>
            <Trans>API для разработчиков</Trans>
          </h1>
          <p className="muted">
            <Trans>
              Справочник собран из того же контракта, по которому сервер проверяет запросы. Из документа можно сгенерировать клиент.
            </Trans>{' '}
            <a href={OPENAPI_URL} type="application/json">
              <Trans>Документ OpenAPI 3.1</Trans>
            </a>
          </p>
        </header>
        {load === 'loading' ? (
          <p className="developers__state" role="status">
            <Trans>Загружаем справочник…</Trans>
          </p>
        ) : null}
        {load === 'failed' ? (
          <div className="developers__state" role="alert">
            <p>
              <Trans>Справочник не загрузился. Проверьте соединение и попробуйте ещё раз или откройте документ OpenAPI.</Trans>
            </p>
            <button type="button" className="button button--primary" onClick={() => {
                setLoad('loading')
                setAttempt((n) => n + 1)
              }}>
              <Trans>Попробовать ещё раз</Trans>
            </button>
          </div>
        ) : null}
      </div>
      <div ref={host} className="developers__reference" />
    </div>
  )
}
