import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CHECKED_FILTERS, PEOPLE_ROLES, PEOPLE_SORTS, type PeopleQuery } from '../../../kernel/contract/desk-people'

/** The list's search and filters as the URL keeps them: strings, empty for "any". */
export interface PeopleSearch {
  q?: string
  role?: string
  day?: string
  region?: string
  checked?: string
  meeting_id?: string
  meeting_link?: string
  sort?: string
  page?: string
}

const FIELDS = ['q', 'role', 'day', 'region', 'checked', 'meeting_id', 'meeting_link', 'sort', 'page'] as const

/** Only known words and values that look right go to the server; the rest are dropped, not sent. */
export function validatePeopleSearch(raw: Record<string, unknown>): PeopleSearch {
  const out: PeopleSearch = {}
  for (const key of FIELDS) {
    const v = raw[key]
    if (typeof v === 'string' && v.trim() !== '') out[key] = v.trim().slice(0, 100)
    else if (typeof v === 'number') out[key] = String(v)
  }
  return out
}

/** The search as the contract's query (the server checks it again). */
export function toPeopleQuery(s: PeopleSearch): Record<string, string | undefined> {
  const pick = <T extends string>(v: string | undefined, allowed: readonly T[]) => (v && (allowed as readonly string[]).includes(v) ? v : undefined)
  return {
    q: s.q,
    role: pick(s.role, PEOPLE_ROLES),
    day: s.day && /^\d{4}-\d{2}-\d{2}$/.test(s.day) ? s.day : undefined,
    region: s.region,
    checked: pick(s.checked, CHECKED_FILTERS),
    meeting_id: s.meeting_id && /^[1-9][0-9]{0,8}$/.test(s.meeting_id) ? s.meeting_id : undefined,
    meeting_link: s.meeting_id ? pick(s.meeting_link, ['picked', 'signed', 'any'] as const) : undefined,
    sort: pick(s.sort, PEOPLE_SORTS) as PeopleQuery['sort'],
    page: s.page && /^[1-9][0-9]{0,4}$/.test(s.page) ? s.page : undefined,
  }
}

/** The filter form: typed values stay in the form until applied, so nothing typed is lost. */
export function PeopleFilters({ search, onApply }: { search: PeopleSearch; onApply: (s: PeopleSearch) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<PeopleSearch>(search)
  const field = (key: keyof PeopleSearch) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  })
  return (
    <form
      className="desk-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onApply({ ...draft, page: undefined })
      }}
    >
      <label className="desk-filters__q">
        <span>
          <Trans>Имя, почта или организация</Trans>
        </span>
        <input type="search" name="q" autoComplete="off" maxLength={100} {...field('q')} />
      </label>
      <label>
        <span>
          <Trans>Роль</Trans>
        </span>
        <select name="role" {...field('role')}>
          <option value="">{t`Все`}</option>
          <option value="visitor">{t`Посетитель`}</option>
          <option value="speaker">{t`Спикер`}</option>
        </select>
      </label>
      <label>
        <span>
          <Trans>День</Trans>
        </span>
        <input type="date" name="day" {...field('day')} />
      </label>
      <label>
        <span>
          <Trans>Регион</Trans>
        </span>
        <input type="text" name="region" autoComplete="off" {...field('region')} />
      </label>
      <label>
        <span>
          <Trans>Проход</Trans>
        </span>
        <select name="checked" {...field('checked')}>
          <option value="">{t`Не важно`}</option>
          <option value="today">{t`Прошёл сегодня`}</option>
          <option value="ever">{t`Проходил`}</option>
          <option value="never">{t`Не проходил`}</option>
        </select>
      </label>
      <label>
        <span>
          <Trans>Номер сессии</Trans>
        </span>
        <input type="text" inputMode="numeric" name="meeting_id" autoComplete="off" {...field('meeting_id')} />
      </label>
      <label>
        <span>
          <Trans>Связь с сессией</Trans>
        </span>
        <select name="meeting_link" {...field('meeting_link')}>
          <option value="">{t`Выбрал или записался`}</option>
          <option value="picked">{t`Выбрал`}</option>
          <option value="signed">{t`Записался`}</option>
        </select>
      </label>
      <label>
        <span>
          <Trans>Порядок</Trans>
        </span>
        <select name="sort" {...field('sort')}>
          <option value="">{t`По фамилии`}</option>
          <option value="-registered">{t`Сначала новые`}</option>
          <option value="registered">{t`Сначала давние`}</option>
          <option value="organization">{t`По организации`}</option>
        </select>
      </label>
      <div className="desk-row">
        <button type="submit" className="button">
          <Trans>Найти</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDraft({})
            onApply({})
          }}
        >
          <Trans>Сбросить</Trans>
        </button>
      </div>
    </form>
  )
}
