import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import { type StaffHall, TICKET_CODE } from '../../../kernel/contract/staff'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import type { StaffApi } from '../../lib/api/staff'
import { TicketScanner } from './TicketScanner'
import { HallSeats } from './HallSeats'
import { StaffPageFrame, useStaffData } from './staff-page'

/** The staff see each hall's count fresh: asked for again this often (and after every tap). */
const HALLS_REFRESH_MS = 20_000

/** What the hall door's scanner said last. */
type Scanned = { ok: true; hall: StaffHall; seq: number } | { ok: false; notTicket: boolean; seq: number }

/**
 * /staff/hall: hall staff count people in and out with two big buttons per hall, or scan tickets
 * at a hall's door (the door's scanner: a ticket's code counts one in). Each tap or scan is one
 * call; the answer is the hall's new count and level, which the grid and the session pages show
 * at once (the live channel, docs/staff.md).
 */
export function HallPage({ api }: { api: StaffApi }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [scanHall, setScanHall] = useState<number | null>(null)
  const [scanned, setScanned] = useState<Scanned | null>(null)

  const {
    data: halls,
    setData: setHalls,
    failed,
    load,
  } = useStaffData(
    useCallback(() => api.call('halls'), [api]),
    HALLS_REFRESH_MS,
  )

  const count = async (hall: { area_id: number }, delta: 1 | -1): Promise<StaffHall | null> => {
    setBusy(hall.area_id)
    setError(null)
    try {
      const fresh = await api.call('hallCount', { params: { id: hall.area_id }, body: { delta } })
      setHalls((list) => list?.map((h) => (h.area_id === fresh.area_id ? fresh : h)) ?? list)
      return fresh
    } catch {
      setError(t`Не удалось записать: проверьте сеть и нажмите ещё раз.`)
      return null
    } finally {
      setBusy(null)
    }
  }

  // A ticket scanned at the hall's door is one person in (a code that is no ticket counts nothing).
  const scanSeq = useRef(0)
  const onScan = (code: string) => {
    if (scanHall === null) return
    const seq = ++scanSeq.current
    if (!TICKET_CODE.test(code)) return setScanned({ ok: false, notTicket: true, seq })
    void count({ area_id: scanHall }, 1).then((hall) => setScanned(hall ? { ok: true, hall, seq } : { ok: false, notTicket: false, seq }))
  }

  const levelText = (level: StaffHall['level']) => ({ free: t`Есть места`, filling: t`Зал заполняется`, full: t`Зал заполнен`, unknown: t`Нет свежего счёта` })[level]

  return (
    <StaffPageFrame
      name="halls"
      title={<Trans>Счёт в залах</Trans>}
      lead={<Trans>Нажимайте «Вошёл» и «Вышел» на каждого человека. Без счёта 15 минут зал показывается гостям как «заполненность неизвестна».</Trans>}
    >
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
        <>
          <section className="halls__scan" aria-labelledby="halls-scan">
            <h2 id="halls-scan">
              <Trans>Сканировать билеты у входа в зал</Trans>
            </h2>
            <p className="muted">
              <Trans>Каждый билет — один человек вошёл. Выход отмечайте кнопкой «Вышел».</Trans>
            </p>
            <label htmlFor="scan-hall">
              <Trans>Зал</Trans>
            </label>{' '}
            <select
              id="scan-hall"
              value={scanHall ?? ''}
              onChange={(e) => {
                setScanHall(e.target.value ? Number(e.target.value) : null)
                setScanned(null)
              }}
            >
              <option value="">{t`Не сканировать`}</option>
              {halls.map((h) => (
                <option key={h.area_id} value={h.area_id}>
                  {h.name}
                </option>
              ))}
            </select>
            {scanHall !== null ? (
              <>
                <div className={`verdict verdict--${scanned === null ? 'idle' : scanned.ok ? 'ok' : 'bad'}`} role="status" aria-live="assertive" data-testid="hall-scan" key={scanned?.seq ?? 0}>
                  <p className="verdict__title">
                    {scanned === null ? (
                      <Trans>Наведите камеру на QR-код билета</Trans>
                    ) : scanned.ok ? (
                      scanned.hall.capacity ? (
                        <Trans>
                          +1 вошёл: {scanned.hall.name}, {scanned.hall.present} из {scanned.hall.capacity}
                        </Trans>
                      ) : (
                        <Trans>
                          +1 вошёл: {scanned.hall.name}, {scanned.hall.present} человек
                        </Trans>
                      )
                    ) : scanned.notTicket ? (
                      <Trans>Это не код билета: не посчитано</Trans>
                    ) : (
                      <Trans>Не удалось записать: проверьте сеть и отсканируйте ещё раз.</Trans>
                    )}
                  </p>
                </div>
                <TicketScanner key={scanHall} onCode={onScan} />
              </>
            ) : null}
          </section>
          <HallSeats />
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
                  <button
                    type="button"
                    className="button button--ghost halls__out"
                    disabled={busy === hall.area_id || hall.present === 0}
                    onClick={() => void count(hall, -1)}
                    aria-label={t`−1 Вышел, ${hall.name}`}
                  >
                    <Trans>−1 Вышел</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </StaffPageFrame>
  )
}
