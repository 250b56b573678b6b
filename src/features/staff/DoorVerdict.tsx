import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
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
 * Each verdict's code in the person's language, by the catalog entries of the server's own texts
 * for it (server/staff/messages.ts, the same explicit ids): one wording of each, the site
 * translating the code.
 */
const TITLES: Record<DoorVerdict['verdict'], MessageDescriptor> = {
  valid: /*i18n*/ { id: 'Билет действителен' },
  already_checked_in: /*i18n*/ { id: 'Уже прошёл сегодня: {at}, {door}' },
  not_this_event: /*i18n*/ { id: 'Это не билет этого форума' },
  other_days: /*i18n*/ { id: 'Зарегистрирован только на другие дни' },
}
/** A refusal's code the door can meet (the server's error codes), else the general failure. */
const REFUSALS: Record<string, MessageDescriptor> = {
  staff_only: /*i18n*/ { id: 'Эта страница — для сотрудников форума' },
  not_found: /*i18n*/ { id: 'Событие не найдено' },
}

/** A descriptor of the table above in the page's language. */
const say = (i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, string>) => i18n._(descriptor.id, values)

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
        {refusal ? <p>{say(i18n, refusal)}</p> : null}
      </div>
    )
  }
  const { verdict: v, offline, ms } = shown
  const tone = v.verdict === 'valid' ? 'ok' : v.verdict === 'already_checked_in' ? 'warn' : 'bad'
  const first = v.first
  return (
    <div className={`verdict verdict--${tone}`} role="status" aria-live="assertive" data-verdict={v.verdict} data-verdict-ms={ms} key={shown.seq}>
      <p className="verdict__title">
        {v.verdict !== 'already_checked_in' ? (
          say(i18n, TITLES[v.verdict])
        ) : first ? (
          say(i18n, TITLES.already_checked_in, { at: time(first.at), door: first.door })
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
