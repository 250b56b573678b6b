import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { deskImportEndpoints } from '../../../kernel/contract/desk-import'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { formatAuditTime } from './audit-format'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'

/** The pull from PROGRAM_URL: its last round, result and version, and "pull now". */
export function PullPanel() {
  const { api } = useDesk()
  const { t, i18n } = useLingui()
  const { state, retry, replace } = useDeskLoad(() => api.call(deskImportEndpoints.pull), 'pull')
  const [busy, setBusy] = useState(false)
  const resultName = (r: string | null) => (r ? ({ imported: t`импортировано`, unchanged: t`без изменений`, refused: t`файл отклонён`, failed: t`не удалось забрать` } as Record<string, string>)[r] ?? r : '—')
  return (
    <section aria-labelledby="desk-pull">
      <h2 id="desk-pull">
        <Trans>Автоматическая загрузка (PROGRAM_URL)</Trans>
      </h2>
      {state.status === 'loading' ? <BlockLoading /> : null}
      {state.status === 'failed' ? (
        <BlockFailed onRetry={retry}>
          <Trans>Не удалось узнать состояние загрузки.</Trans>
        </BlockFailed>
      ) : null}
      {state.status === 'ready' && !state.data.configured ? (
        <p>
          <Trans>Адрес выгрузки программы не задан: программа меняется импортом файла или вручную.</Trans>
        </p>
      ) : null}
      {state.status === 'ready' && state.data.configured ? (
        <>
          <dl className="desk-facts">
            <dt>{t`Адрес`}</dt>
            <dd>{state.data.url}</dd>
            <dt>{t`Последняя попытка`}</dt>
            <dd>{state.data.checked_at ? formatAuditTime(state.data.checked_at, i18n.locale) : '—'}</dd>
            <dt>{t`Результат`}</dt>
            <dd>
              {resultName(state.data.result)}
              {state.data.message ? ` (${state.data.message})` : ''}
            </dd>
            <dt>{t`Версия`}</dt>
            <dd>{state.data.version ?? '—'}</dd>
          </dl>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              try {
                replace(await api.call(deskImportEndpoints.pullNow))
              } catch {
                retry()
              } finally {
                setBusy(false)
              }
            }}
          >
            {busy ? t`Забираем…` : t`Забрать сейчас`}
          </button>
        </>
      ) : null}
    </section>
  )
}
