import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { type DeskProgramDay, type DeskSession, deskProgramEndpoints } from '../../../kernel/contract/desk-program'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { useDesk } from './desk-context'
import { SessionEditor } from './SessionEditor'
import { useDeskLoad } from './use-desk-load'
import { venueTime } from './venue-input'

const route = getRouteApi('/desk/program')

/** /desk/program: a day's sessions by time; each one edited in place, saved as a new program version. */
export function ProgramDesk() {
  const { api } = useDesk()
  const { t } = useLingui()
  const { day } = route.useSearch()
  const navigate = useNavigate()
  const { state, retry, replace } = useDeskLoad(() => api.call(deskProgramEndpoints.programDay, { query: { day } }), day ?? '')
  const [open, setOpen] = useState<number | null>(null)
  if (state.status === 'loading') return <BlockLoading />
  if (state.status === 'failed') {
    return (
      <BlockFailed onRetry={retry}>
        <Trans>Не удалось загрузить программу.</Trans>
      </BlockFailed>
    )
  }
  const data = state.data
  const hall = (id: number) => data.halls.find((h) => h.id === id)?.name ?? `#${id}`
  const saved = (session: DeskSession, version: number | null) =>
    replace({ ...data, version: version ?? data.version, sessions: data.sessions.map((s) => (s.id === session.id ? session : s)) } satisfies DeskProgramDay)
  return (
    <>
      <PageHead title={<Trans>Программа</Trans>} lead={<Trans>Каждое сохранение — новая версия программы: открытые страницы, «Моя программа», письма, push и календари узнают о нём, как после импорта.</Trans>} />
      <label className="field">
        <span className="field__label">
          <Trans>День</Trans>
        </span>
        <select className="field__input" value={data.day} onChange={(e) => void navigate({ to: '/desk/program', search: { day: e.target.value } })}>
          {data.days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">{t`Версия программы: ${data.version}. Время — по часовому поясу площадки (${data.timezone}).`}</p>
      <ul className="desk-sessions">
        {data.sessions.map((s) => (
          <li key={s.id} className={s.cancelled ? 'desk-session desk-session--cancelled' : 'desk-session'}>
            <div className="desk-session__head">
              <span>
                {venueTime(s.start_at, data.timezone)}–{venueTime(s.end_at, data.timezone)} · {hall(s.area_id)}
              </span>
              <strong>{s.ru_title}</strong>
              {s.cancelled ? <span className="desk-state">{t`Отменена`}</span> : null}
              <button type="button" className="button button--ghost" aria-expanded={open === s.id} onClick={() => setOpen(open === s.id ? null : s.id)}>
                {open === s.id ? t`Закрыть` : t`Изменить`}
                <span className="visually-hidden">: {s.ru_title}</span>
              </button>
            </div>
            {open === s.id ? <SessionEditor session={s} day={data} onSaved={saved} /> : null}
          </li>
        ))}
      </ul>
    </>
  )
}
