import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DoorVerdict } from '../../../kernel/contract/staff'
import { useLang } from '../../i18n/use-lang'
import { formatDayList } from '../../lib/ticket-days'

/** What the door shows: a verdict (online or judged here), or why there is none. */
export type Shown =
  | { kind: 'verdict'; verdict: DoorVerdict; offline: boolean; ms: number; seq: number }
  | { kind: 'noData'; seq: number }
  | { kind: 'noDoor'; seq: number }
  | { kind: 'error'; code: string | null; seq: number }

/**
 * Each verdict's code in the person's language, in the words of the server's own text for it
 * (server/staff/messages.ts): one wording of each, the site translating the code.
 */
const TITLES: Record<Exclude<DoorVerdict['verdict'], 'already_checked_in'>, MessageDescriptor> = {
  valid: msg`Билет действителен`,
  not_this_event: msg`Это не билет этого форума`,
  other_days: msg`Зарегистрирован только на другие дни`,
}
/** A refusal's code the door can meet (the server's error codes), else the general failure. */
const REFUSALS: Record<string, MessageDescriptor> = {
  staff_only: msg`Эта страница — для сотрудников форума`,
  not_found: msg`Событие не найдено`,
}

export function Verdict({ shown, time, roleText }: { shown: Shown | null; time: (iso: string) => string; roleText: (role: string | null) => string | null }) {
  const { i18n } = useLingui()
  const lang = useLang()
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
    const refusal = shown.kind === 'error' && shown.code ? REFUSALS[shown.code] : undefined
    return (
      <div className="verdict verdict--bad" role="status" aria-live="assertive" key={shown.seq}>
        <p className="verdict__title">
          {shown.kind === 'noData' ? <Trans>Нет сети, и данные для проверки не загружены</Trans> : shown.kind === 'noDoor' ? <Trans>Сначала выберите вход</Trans> : <Trans>Не удалось проверить билет</Trans>}
        </p>
        {refusal ? <p>{i18n._(refusal)}</p> : null}
      </div>
    )
  }
  const { verdict: v, offline, ms } = shown
  const tone = v.verdict === 'valid' ? 'ok' : v.verdict === 'already_checked_in' ? 'warn' : 'bad'
  const at = v.first ? time(v.first.at) : ''
  const door = v.first?.door ?? ''
  return (
    <div className={`verdict verdict--${tone}`} role="status" aria-live="assertive" data-verdict={v.verdict} data-verdict-ms={ms} key={shown.seq}>
      <p className="verdict__title">
        {v.verdict !== 'already_checked_in' ? (
          i18n._(TITLES[v.verdict])
        ) : v.first ? (
          <Trans>Уже прошёл сегодня: {at}, {door}</Trans>
        ) : (
          <Trans>Уже прошёл сегодня</Trans>
        )}
      </p>
      {v.name ? <p className="verdict__name">{v.name}</p> : null}
      {v.role && v.verdict !== 'not_this_event' ? <p className="verdict__role">{roleText(v.role)}</p> : null}
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
