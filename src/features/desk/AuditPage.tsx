import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type AuditEntry, deskEndpoints } from '../../../kernel/contract/desk'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { EmptyState } from '../../components/states/EmptyState'
import { formatAuditTime } from './audit-format'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'

interface Filters {
  actor: string
  entity: string
  day: string
}
type Page = { entries: AuditEntry[]; next: number | null; entities: string[] }

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1))

/** /desk/audit (admin): every write, newest first, by person, entity and day. */
export function AuditPage() {
  const { api } = useDesk()
  const { t, i18n } = useLingui()
  const [filters, setFilters] = useState<Filters>({ actor: '', entity: '', day: '' })
  const [applied, setApplied] = useState<Filters>(filters)
  const query = { actor: applied.actor || undefined, entity: applied.entity || undefined, day: applied.day || undefined }
  const { state, retry, replace } = useDeskLoad<Page>(() => api.call(deskEndpoints.audit, { query }), JSON.stringify(query))
  const page = state.status === 'ready' ? { status: 'ready' as const, ...state.data } : state

  async function more(before: number) {
    if (state.status !== 'ready') return
    const data = await api.call(deskEndpoints.audit, { query: { ...query, before_id: before } })
    replace({ entries: [...state.data.entries, ...data.entries], next: data.next, entities: data.entities })
  }

  return (
    <>
      <PageHead title={<Trans>Журнал изменений</Trans>} lead={<Trans>Кто, что и когда изменил через пульт, командную строку или API.</Trans>} />
      <form
        className="desk-row"
        role="search"
        aria-label={t`Фильтры журнала`}
        onSubmit={(event) => {
          event.preventDefault()
          setApplied(filters)
        }}
      >
        <label>
          <Trans>Кто</Trans>
          <input className="field__input" value={filters.actor} onChange={(e) => setFilters({ ...filters, actor: e.target.value })} />
        </label>
        <label>
          <Trans>Что</Trans>
          <select className="field__input" value={filters.entity} onChange={(e) => setFilters({ ...filters, entity: e.target.value })}>
            <option value="">{t`Всё`}</option>
            {(page.status === 'ready' ? page.entities : []).map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>День</Trans>
          <input className="field__input" type="date" value={filters.day} onChange={(e) => setFilters({ ...filters, day: e.target.value })} />
        </label>
        <button type="submit" className="button button--primary">
          <Trans>Показать</Trans>
        </button>
      </form>
      {page.status === 'loading' ? <BlockLoading /> : null}
      {page.status === 'failed' ? (
        <BlockFailed onRetry={retry}>
          <Trans>Не удалось загрузить журнал.</Trans>
        </BlockFailed>
      ) : null}
      {page.status === 'ready' && page.entries.length === 0 ? (
        <EmptyState title={t`Записей нет`}>
          <Trans>С такими фильтрами ничего не найдено.</Trans>
        </EmptyState>
      ) : null}
      {page.status === 'ready' && page.entries.length > 0 ? (
        <div className="desk-table__wrap">
          <table className="desk-table desk-audit">
            <thead>
              <tr>
                <th scope="col">{t`Когда`}</th>
                <th scope="col">{t`Кто`}</th>
                <th scope="col">{t`Что`}</th>
                <th scope="col">{t`Было`}</th>
                <th scope="col">{t`Стало`}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((e) => (
                <tr key={e.id}>
                  <td>{formatAuditTime(e.at, i18n.locale)}</td>
                  <td>
                    {e.actor}
                    <br />
                    <span className="muted">{e.origin}</span>
                  </td>
                  <td>
                    {e.entity} {e.entity_id ?? ''}: {e.action}
                  </td>
                  <td>
                    <pre className="desk-audit__change">{show(e.before)}</pre>
                  </td>
                  <td>
                    <pre className="desk-audit__change">{show(e.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.next ? (
            <button type="button" className="button button--ghost" onClick={() => void more(page.next!)}>
              <Trans>Показать ещё</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
