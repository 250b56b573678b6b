import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { deskPeopleEndpoints } from '../../../kernel/contract/desk-people'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { EmptyState } from '../../components/states/EmptyState'
import { apiErrorStatus } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { DeskRoleNeeded } from './DeskRoleNeeded'
import { PeopleExport } from './PeopleExport'
import { type PeopleSearch, PeopleFilters, toPeopleQuery } from './people-filters'
import { useDaysText, useMemberRoleName } from './people-names'
import { useDeskLoad } from './use-desk-load'

const PER_PAGE = 50

/** /desk/people (registrar): everyone registered, searched and filtered on the server, a page at a time. */
export function PeoplePage() {
  const { api } = useDesk()
  const { t } = useLingui()
  const search = useSearch({ from: '/desk/people/' }) as PeopleSearch
  const navigate = useNavigate()
  const query = toPeopleQuery(search)
  const { state, retry } = useDeskLoad(() => api.call(deskPeopleEndpoints.list, { query: { ...query, per_page: PER_PAGE } }), JSON.stringify(query))
  const daysText = useDaysText()
  const roleName = useMemberRoleName()
  const page = Number(query.page ?? 1)
  const go = (next: PeopleSearch) => void navigate({ to: '/desk/people', search: next as never })

  return (
    <>
      <PageHead title={<Trans>Участники</Trans>} lead={<Trans>Все, кто зарегистрировался на форум: поиск, отбор, выгрузка и карточка человека.</Trans>} />
      <PeopleFilters key={JSON.stringify(search)} search={search} onApply={go} />
      <PeopleExport query={query} />
      {state.status === 'loading' ? <BlockLoading /> : null}
      {state.status === 'failed' ? (
        apiErrorStatus(state.error) === 403 ? (
          <DeskRoleNeeded />
        ) : (
          <BlockFailed onRetry={retry}>
            <Trans>Не удалось загрузить список. Проверьте сеть и повторите.</Trans>
          </BlockFailed>
        )
      ) : null}
      {state.status === 'ready' ? (
        <section aria-labelledby="desk-people-found">
          <h2 id="desk-people-found" className="desk-counts" aria-live="polite">
            <Trans>
              Найдено: {state.data.counts.total} из {state.data.everyone}
            </Trans>
          </h2>
          <ul className="desk-counts__list">
            <li>{t`посетителей: ${state.data.counts.visitors}`}</li>
            <li>{t`спикеров: ${state.data.counts.speakers}`}</li>
            <li>{t`прошли сегодня: ${state.data.counts.checked_in_today}`}</li>
          </ul>
          {state.data.rows.length === 0 ? (
            <EmptyState title={<Trans>Никого не нашлось.</Trans>}>
              <button type="button" className="button button--ghost" onClick={() => go({})}>
                <Trans>Сбросить отбор</Trans>
              </button>
            </EmptyState>
          ) : (
            <div className="desk-table__wrap">
              <table className="desk-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Имя</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Почта</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Организация</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Роль</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Дни</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Сегодня</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.rows.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <Link to="/desk/people/$id" params={{ id: String(p.id) }}>
                          {p.name ?? t`Без имени`}
                        </Link>
                      </td>
                      <td className="desk-table__email">{p.email ?? '—'}</td>
                      <td>{p.organization ?? '—'}</td>
                      <td>{roleName(p.role)}</td>
                      <td>{daysText(p.days)}</td>
                      <td>{p.checked_in_today ? t`прошёл` : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="desk-row" aria-label={t`Страницы списка`}>
            {page > 1 ? (
              <button type="button" className="button button--ghost" onClick={() => go({ ...search, page: String(page - 1) })}>
                <Trans>Назад</Trans>
              </button>
            ) : null}
            <span>{t`Страница ${page} из ${Math.max(1, Math.ceil(state.data.counts.total / PER_PAGE))}`}</span>
            {page * PER_PAGE < state.data.counts.total ? (
              <button type="button" className="button button--ghost" onClick={() => go({ ...search, page: String(page + 1) })}>
                <Trans>Дальше</Trans>
              </button>
            ) : null}
          </nav>
        </section>
      ) : null}
    </>
  )
}
