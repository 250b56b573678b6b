import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { deskNewsEndpoints } from '../../../kernel/contract/desk-news'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { EmptyState } from '../../components/states/EmptyState'
import { formatAuditTime } from './audit-format'
import { useDesk } from './desk-context'
import { useNewsStateName } from './news-states'
import { useDeskLoad } from './use-desk-load'

/** /desk/news: every news item of the event, newest first, with its state. */
export function NewsList() {
  const { api } = useDesk()
  const { t, i18n } = useLingui()
  const stateName = useNewsStateName()
  const { state, retry } = useDeskLoad(() => api.call(deskNewsEndpoints.newsList), 'news')
  return (
    <>
      <PageHead title={<Trans>Новости</Trans>} />
      <p>
        <Link to="/desk/news/$id" params={{ id: 'new' }} className="button button--primary">
          <Trans>Новая новость</Trans>
        </Link>
      </p>
      {state.status === 'loading' ? <BlockLoading /> : null}
      {state.status === 'failed' ? (
        <BlockFailed onRetry={retry}>
          <Trans>Не удалось загрузить новости.</Trans>
        </BlockFailed>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <EmptyState title={t`Новостей пока нет`} /> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className="desk-table__wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">{t`Заголовок`}</th>
                <th scope="col">{t`Состояние`}</th>
                <th scope="col">{t`Дата`}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((n) => (
                <tr key={n.id}>
                  <td>
                    <Link to="/desk/news/$id" params={{ id: String(n.id) }}>
                      {n.ru_title || t`Без заголовка`}
                    </Link>
                    {n.en_title ? <div className="muted" lang="en">{n.en_title}</div> : null}
                  </td>
                  <td>
                    <span className="desk-state">{stateName(n.state)}</span>
                  </td>
                  <td>{formatAuditTime(n.published_at, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  )
}
