import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { StaffHall } from '../../../kernel/contract/staff'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import type { StaffApi } from './staff-api'

/** The staff see each hall's count fresh: asked for again this often (and after every tap). */
const HALLS_REFRESH_MS = 20_000

/**
 * /staff/hall: hall staff count people in and out with two big buttons per hall. Each tap is one
 * call; the answer is the hall's new count and level, which the grid and the session pages show
 * (polled, docs/staff.md).
 */
export function HallPage({ api }: { api: StaffApi }) {
  const { t } = useLingui()
  const [halls, setHalls] = useState<StaffHall[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(
    () =>
      api.call('halls').then(
        (list) => {
          setHalls(list)
          setFailed(false)
        },
        () => setFailed(true),
      ),
    [api],
  )
  useEffect(() => {
    void Promise.resolve().then(load)
    const timer = setInterval(() => void load(), HALLS_REFRESH_MS)
    return () => clearInterval(timer)
  }, [load])

  const count = async (hall: StaffHall, delta: 1 | -1) => {
    setBusy(hall.area_id)
    setError(null)
    try {
      const fresh = await api.call('hallCount', { params: { id: hall.area_id }, body: { delta } })
      setHalls((list) => list?.map((h) => (h.area_id === fresh.area_id ? fresh : h)) ?? list)
    } catch {
      setError(t`Не удалось записать: проверьте сеть и нажмите ещё раз.`)
    } finally {
      setBusy(null)
    }
  }

  const levelText = (level: StaffHall['level']) => ({ free: t`Есть места`, filling: t`Зал заполняется`, full: t`Зал заполнен`, unknown: t`Нет свежего счёта` })[level]

  return (
    <div className="container staff halls">
      <header className="page-head">
        <h1>
          <Trans>Счёт в залах</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>Нажимайте «Вошёл» и «Вышел» на каждого человека. Без счёта 15 минут зал показывается гостям как «заполненность неизвестна».</Trans>
        </p>
      </header>
      {error ? (
        <p role="alert" className="halls__error">
          {error}
        </p>
      ) : null}
      {halls === null ? (
        failed ? (
          <BlockFailed onRetry={() => void load()}>
            <Trans>Не удалось загрузить залы.</Trans>
          </BlockFailed>
        ) : (
          <BlockLoading />
        )
      ) : (
        <ul className="halls__list">
          {halls.map((hall) => (
            <li key={hall.area_id} className={`halls__hall halls__hall--${hall.level}`} aria-labelledby={`hall-${hall.area_id}`}>
              <h2 id={`hall-${hall.area_id}`}>{hall.name}</h2>
              <p className="halls__count" data-testid="hall-count">
                {hall.capacity ? (
                  <Trans>
                    {hall.present} из {hall.capacity}
                  </Trans>
                ) : (
                  <Trans>{hall.present} человек</Trans>
                )}{' '}
                · <span data-fill={hall.level}>{levelText(hall.level)}</span>
              </p>
              <div className="halls__buttons">
                <button type="button" className="button button--primary halls__in" disabled={busy === hall.area_id} onClick={() => void count(hall, 1)} aria-label={t`+1 Вошёл, ${hall.name}`}>
                  <Trans>+1 Вошёл</Trans>
                </button>
                <button type="button" className="button button--ghost halls__out" disabled={busy === hall.area_id || hall.present === 0} onClick={() => void count(hall, -1)} aria-label={t`−1 Вышел, ${hall.name}`}>
                  <Trans>−1 Вышел</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
