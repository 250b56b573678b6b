import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { DOOR_NAME_MAX_LENGTH, DOOR_REFRESH_MS } from '../../../kernel/constants'
import { type DoorOfflineData, type DoorSummary, TICKET_CODE } from '../../../kernel/contract/staff'
import { clockTime } from '../../../kernel/venue-time'
import { useSession } from '../../session/use-session'
import { OfflineJudge, ticketHash } from './offline-judge'
import { ApiError } from '../../lib/api/errors'
import type { StaffApi } from '../../lib/api/staff'
import { TicketScanner } from './TicketScanner'
import { StaffPageFrame } from './staff-page'
import { readDoorData, readStaff, saveDoorData, saveStaff } from './staff-store'
import { DoorCounts } from './DoorCounts'
import { doorQueueWithEffects } from './door-queue-effects'
import { type Shown, Verdict } from './DoorVerdict'

/** Longer than this without an answer, the scanner judges alone (the check-in is queued with its id). */
const ONLINE_WAIT_MS = 2000
/** With no offline data yet (just opened) there is nothing to fall back on: the server gets longer. */
const NO_DATA_WAIT_MS = 15_000

const isNetwork = (error: unknown) =>
  (error instanceof ApiError && error.kind === 'network') || (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))

/** The door scanner (docs/staff.md): camera or typed code, the verdict in ≤ 300 ms, online or not. */
export function DoorPage({ api }: { api: StaffApi }) {
  const { t } = useLingui()
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
  const seq = useRef(0)
  const timeZone = data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone

  // The queue, with its effects (the batch's call, the network's events, the stored copy).
  const queue = useActorRef(doorQueueWithEffects(api, email), { input: { queue: readStaff(email)?.queue ?? [], online: navigator.onLine } })
  const queued = useSelector(queue, (s) => s.context.queue.length)
  const sending = useSelector(queue, (s) => s.matches('sending'))
  const online = useSelector(queue, (s) => s.context.online)

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
    // A download at once (and each time the network comes back), then every DOOR_REFRESH_MS while online.
    if (!online) return
    void Promise.resolve().then(refresh)
    const timer = setInterval(() => void refresh(), DOOR_REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh, online])

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
        // The data's own time lets the server tell a wrong scanner clock from a late sync.
        queue.send({ type: 'queue.added', checkin: { id, code, door, at, generated_at: judge.data.generated_at } })
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
      if (!queue.getSnapshot().context.online) {
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
        else setShown({ kind: 'error', code: error instanceof ApiError ? (error.code ?? null) : null, seq: ++seq.current })
      }
    },
    [api, door, judge, judgeOffline, refreshSummary, queue],
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

      <Verdict shown={shown} time={time} roleText={roleText} />

      <TicketScanner onCode={(code, readAt) => void check(code, readAt)} />

      <DoorCounts
        door={door}
        summary={summary}
        queued={queued}
        online={online}
        sending={sending}
        data={data}
        tickets={judge?.size ?? null}
        time={time}
        onRetry={() => queue.send({ type: 'queue.retry' })}
      />

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
