import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { DOOR_NAME_MAX_LENGTH, DOOR_REFRESH_MS } from '../../../kernel/constants'
import { type DoorOfflineData, type DoorSummary, type DoorVerdict, type SyncResult, TICKET_CODE } from '../../../kernel/contract/staff'
import { clockTime } from '../../../kernel/venue-time'
import { doorQueueMachine } from '../../../machines/door-queue.machine'
import { formatDayList } from '../../lib/ticket-days'
import { useLang } from '../../i18n/use-lang'
import { useSession } from '../../session/use-session'
import { OfflineJudge, ticketHash } from './offline-judge'
import { type StaffApi, StaffApiError } from './staff-api'
import { TicketScanner } from './TicketScanner'
import { StaffPageFrame } from './staff-page'
import { readDoorData, readStaff, saveDoorData, saveStaff } from './staff-store'

/** Longer than this without an answer, the scanner judges alone (the check-in is queued with its id). */
const ONLINE_WAIT_MS = 2000
/** With no offline data yet (just opened) there is nothing to fall back on: the server gets longer. */
const NO_DATA_WAIT_MS = 15_000

type Shown =
  | { kind: 'verdict'; verdict: DoorVerdict; offline: boolean; ms: number; seq: number }
  | { kind: 'noData'; seq: number }
  | { kind: 'noDoor'; seq: number }
  | { kind: 'error'; message: string; seq: number }

const isNetwork = (error: unknown) =>
  (error instanceof StaffApiError && error.kind === 'network') || (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))

/** The door scanner (docs/staff.md): camera or typed code, the verdict in ≤ 300 ms, online or not. */
export function DoorPage({ api }: { api: StaffApi }) {
  const { t } = useLingui()
  const lang = useLang()
  const { email } = useSession()
  const [door, setDoor] = useState(() => readStaff(email)?.door ?? '')
  const [doorDraft, setDoorDraft] = useState(door)
  const [data, setData] = useState<DoorOfflineData | null>(() => {
    // User Timing for `npm run bench:door`: the data read from this browser's storage, to a judge.
    performance.mark('door:data-read')
    return readDoorData(email)
  })
  const judge = useMemo(() => (data ? new OfflineJudge(data) : null), [data])
  useEffect(() => {
    if (judge) performance.mark('door:data-ready', { detail: { tickets: judge.size } })
  }, [judge])
  const [summary, setSummary] = useState<DoorSummary | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [online, setOnline] = useState(() => navigator.onLine)
  const seq = useRef(0)
  const timeZone = data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone

  const queue = useActorRef(
    doorQueueMachine.provide({
      actors: { syncBatch: fromPromise<SyncResult[], { checkins: import('../../../kernel/contract/staff').OfflineCheckin[] }>(({ input }) => api.call('doorSync', { body: input })) },
    }),
    { input: { queue: readStaff(email)?.queue ?? [], online: navigator.onLine } },
  )
  const queued = useSelector(queue, (s) => s.context.queue.length)
  const sending = useSelector(queue, (s) => s.matches('sending'))

  // The queue outlives a reload or a closed tab: written on every change.
  useEffect(() => {
    const subscription = queue.subscribe((s) => saveStaff(email, { queue: s.context.queue }))
    return () => subscription.unsubscribe()
  }, [queue, email])

  const refresh = useCallback(async () => {
    try {
      const [fresh, counts] = await Promise.all([api.call('doorOffline'), api.call('doorSummary')])
      saveDoorData(email, fresh)
      setData(fresh)
      setSummary(counts)
    } catch {
      // Offline or refused: the data kept from the last download goes on judging.
    }
  }, [api, email])
  const refreshSummary = useCallback(() => {
    api.call('doorSummary').then(setSummary, () => undefined)
  }, [api])

  useEffect(() => {
    // The first download at once, then every DOOR_REFRESH_MS while online.
    void Promise.resolve().then(refresh)
    const timer = setInterval(() => navigator.onLine && void refresh(), DOOR_REFRESH_MS)
    const up = () => {
      setOnline(true)
      queue.send({ type: 'queue.online' })
      void refresh()
    }
    const down = () => {
      setOnline(false)
      queue.send({ type: 'queue.offline' })
    }
    addEventListener('online', up)
    addEventListener('offline', down)
    return () => {
      clearInterval(timer)
      removeEventListener('online', up)
      removeEventListener('offline', down)
    }
  }, [refresh, queue])

  // A batch answered: the counts (and any flagged double admission) are the server's now.
  useEffect(() => {
    let wasSending = queue.getSnapshot().matches('sending')
    const subscription = queue.subscribe((s) => {
      if (wasSending && !s.matches('sending')) refreshSummary()
      wasSending = s.matches('sending')
    })
    return () => subscription.unsubscribe()
  }, [queue, refreshSummary])

  const judgeOffline = useCallback(
    async (id: string, code: string, readAt: number): Promise<Shown> => {
      const n = ++seq.current
      if (!judge) return { kind: 'noData', seq: n }
      const now = Date.now()
      const { verdict, hash } = await judge.judge(code, now)
      if (verdict.verdict === 'valid') {
        const at = new Date(now).toISOString()
        judge.remember(hash, at, door, now)
        queue.send({ type: 'queue.added', checkin: { id, code, door, at } })
        verdict.first = { at, door }
      }
      return { kind: 'verdict', verdict, offline: true, ms: Math.round(performance.now() - readAt), seq: n }
    },
    [judge, door, queue],
  )

  const check = useCallback(
    async (code: string, readAt: number) => {
      if (!door) {
        setShown({ kind: 'noDoor', seq: ++seq.current })
        return
      }
      if (!TICKET_CODE.test(code)) {
        setShown({ kind: 'verdict', verdict: { verdict: 'not_this_event', name: null, role: null, days: null, first: null }, offline: false, ms: Math.round(performance.now() - readAt), seq: ++seq.current })
        return
      }
      const id = crypto.randomUUID()
      if (!navigator.onLine) {
        setShown(await judgeOffline(id, code, readAt))
        return
      }
      try {
        const verdict = await api.checkDoor({ id, code, door }, AbortSignal.timeout(judge ? ONLINE_WAIT_MS : NO_DATA_WAIT_MS))
        setShown({ kind: 'verdict', verdict, offline: false, ms: Math.round(performance.now() - readAt), seq: ++seq.current })
        if (verdict.verdict === 'valid' && judge && verdict.first) {
          const first = verdict.first
          void ticketHash(judge.data.salt, code).then((hash) => judge.remember(hash, first.at, first.door, Date.now()))
        }
        refreshSummary()
      } catch (error) {
        // No answer in time: judged here, and the check-in queued under the same id (the server counts it once).
        if (isNetwork(error)) setShown(await judgeOffline(id, code, readAt))
        else setShown({ kind: 'error', message: error instanceof Error ? error.message : String(error), seq: ++seq.current })
      }
    },
    [api, door, judge, judgeOffline, refreshSummary],
  )

  const saveDoor = (e: FormEvent) => {
    e.preventDefault()
    const name = doorDraft.trim().slice(0, DOOR_NAME_MAX_LENGTH)
    if (!name) return
    setDoor(name)
    saveStaff(email, { door: name })
  }

  const time = (iso: string) => clockTime(iso, timeZone)
  const roleText = (role: string | null) => (role === 'speaker' ? t`Спикер` : role === 'visitor' ? t`Посетитель` : role)
  const doorCount = summary?.doors.find((d) => d.door === door)?.count ?? 0

  return (
    <StaffPageFrame name="door" title={<Trans>Проверка билетов</Trans>}>
      <form className="door__name" onSubmit={saveDoor}>
        <label htmlFor="door-name">
          <Trans>Вход</Trans>
        </label>
        <input id="door-name" list="door-names" value={doorDraft} maxLength={DOOR_NAME_MAX_LENGTH} onChange={(e) => setDoorDraft(e.target.value)} placeholder={t`Например: Главный вход`} />
        <datalist id="door-names">{summary?.doors.map((d) => <option key={d.door} value={d.door} />)}</datalist>
        <button type="submit" className="button button--ghost" disabled={doorDraft.trim() === '' || doorDraft.trim() === door}>
          <Trans>Выбрать</Trans>
        </button>
      </form>
      {!door ? (
        <p className="door__hint" role="status">
          <Trans>Выберите вход, у которого вы стоите: он будет в отметках и в счёте.</Trans>
        </p>
      ) : null}

      <Verdict shown={shown} time={time} roleText={roleText} lang={lang} />

      <TicketScanner onCode={(code, readAt) => void check(code, readAt)} />

      <section className="door__counts" aria-label={t`Счёт за день`}>
        <h2>
          <Trans>Сегодня</Trans>
        </h2>
        <p className="door__total">
          <Trans>
            Всего прошли: <strong data-testid="door-total">{summary ? summary.total + queued : '—'}</strong>
          </Trans>
          {door ? (
            <>
              {' · '}
              <Trans>
                {door}: <strong data-testid="door-count">{summary ? doorCount : '—'}</strong>
              </Trans>
            </>
          ) : null}
        </p>
        {summary && summary.doors.length > 1 ? (
          <ul className="door__doors">
            {summary.doors.map((d) => (
              <li key={d.door}>
                {d.door}: {d.count}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={online ? 'muted' : 'door__offline'} role="status" data-testid="door-network">
          {online ? <Trans>Сеть есть</Trans> : <Trans>Нет сети: билеты проверяются по загруженным данным</Trans>}
          {sending ? (
            <>
              {' · '}
              <Trans>Отправляем отметки…</Trans>
            </>
          ) : null}
          {queued > 0 ? (
            <>
              {' · '}
              <Trans>Ждут отправки: {queued}</Trans>
            </>
          ) : null}
        </p>
        {queued > 0 && online && !sending ? (
          <p>
            <button type="button" className="button button--ghost" onClick={() => queue.send({ type: 'queue.retry' })}>
              <Trans>Отправить сейчас</Trans>
            </button>
          </p>
        ) : null}
        <p className="muted" data-testid="door-data">
          {data && judge ? (
            <Trans>
              Данные для работы без сети: <Plural value={judge.size} one="# билет" few="# билета" many="# билетов" other="# билета" />, на{' '}
              {time(data.generated_at)}
            </Trans>
          ) : (
            <Trans>Данные для работы без сети ещё не загружены</Trans>
          )}
        </p>
        {summary && !summary.event_day ? (
          <p className="muted">
            <Trans>Сегодня не день форума: отметки считаются как репетиция.</Trans>
          </p>
        ) : null}
      </section>

      {summary && summary.flagged.length > 0 ? (
        <section className="door__flagged" aria-label={t`Двойные проходы`}>
          <h2>
            <Trans>Двойные проходы</Trans>
          </h2>
          <p className="muted">
            <Trans>Два сканера без сети пропустили один билет. Посчитан первый проход; второй — здесь, чтобы вы могли разобраться.</Trans>
          </p>
          <ul>
            {summary.flagged.map((f) => (
              <li key={f.id} data-testid="door-flagged">
                <strong>{f.name ?? '—'}</strong>:{' '}
                <Trans>
                  {time(f.at)}, {f.door}; первый проход {time(f.first.at)}, {f.first.door}
                </Trans>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </StaffPageFrame>
  )
}

function Verdict({ shown, time, roleText, lang }: { shown: Shown | null; time: (iso: string) => string; roleText: (role: string | null) => string | null; lang: 'ru' | 'en' }) {
  if (!shown) {
    return (
      <div className="verdict verdict--idle" role="status" aria-live="polite">
        <p className="verdict__title">
          <Trans>Наведите камеру на QR-код билета</Trans>
        </p>
      </div>
    )
  }
  if (shown.kind !== 'verdict') {
    return (
      <div className="verdict verdict--bad" role="status" aria-live="assertive" key={shown.seq}>
        <p className="verdict__title">
          {shown.kind === 'noData' ? <Trans>Нет сети, и данные для проверки не загружены</Trans> : shown.kind === 'noDoor' ? <Trans>Сначала выберите вход</Trans> : <Trans>Не удалось проверить билет</Trans>}
        </p>
        {shown.kind === 'error' ? <p>{shown.message}</p> : null}
      </div>
    )
  }
  const { verdict: v, offline, ms } = shown
  const tone = v.verdict === 'valid' ? 'ok' : v.verdict === 'already_checked_in' ? 'warn' : 'bad'
  return (
    <div className={`verdict verdict--${tone}`} role="status" aria-live="assertive" data-verdict={v.verdict} data-verdict-ms={ms} key={shown.seq}>
      <p className="verdict__title">
        {v.verdict === 'valid' ? (
          <Trans>Билет действителен</Trans>
        ) : v.verdict === 'already_checked_in' ? (
          <Trans>Уже прошёл сегодня</Trans>
        ) : v.verdict === 'other_days' ? (
          <Trans>Зарегистрирован на другие дни</Trans>
        ) : (
          <Trans>Не билет этого форума</Trans>
        )}
      </p>
      {v.name ? <p className="verdict__name">{v.name}</p> : null}
      {v.role && v.verdict !== 'not_this_event' ? <p className="verdict__role">{roleText(v.role)}</p> : null}
      {v.verdict === 'already_checked_in' && v.first ? (
        <p>
          <Trans>
            Прошёл в {time(v.first.at)}, вход «{v.first.door}»
          </Trans>
        </p>
      ) : null}
      {v.verdict !== 'not_this_event' ? (
        <p data-testid="verdict-days">{v.days ? <Trans>Дни билета: {formatDayList(v.days, lang)}</Trans> : <Trans>Билет на все дни форума</Trans>}</p>
      ) : null}
      {offline ? (
        <p className="verdict__note">
          <Trans>Проверено без сети</Trans>
        </p>
      ) : null}
    </div>
  )
}
