import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { ORGANIZATION_TYPE_LABELS, PURPOSE_LABELS, SEX_LABELS } from '../choices'
import { useWizardActor } from './wizard-context'
import type { Option, StepScreenProps } from './step-screen'

/** A calendar date as words ("17 мая 1994 г."); anything unreadable as typed. */
const birthdate = (date: string, lang: string) => {
  const t = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(t) ? date : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(t)
}

/** The answers of the steps that apply, to check before registering. */
export function WizardSummary({ industries, days }: StepScreenProps) {
  const { t, i18n } = useLingui()
  const actor = useWizardActor()
  const draft = useSelector(actor, (s) => s.context.draft)
  const label = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value
  const rows: [string, ReactNode][] = [
    [t`ФИО`, [draft.lastname, draft.firstname, draft.surname].filter(Boolean).join(' ')],
    [t`Латиницей`, `${draft.firstname_en} ${draft.lastname_en}`],
    [t`Пол`, i18n._(SEX_LABELS[draft.sex])],
    [t`Дата рождения`, birthdate(draft.birthdate, i18n.locale)],
    [t`Телефон`, draft.phone],
    [t`Регион и город`, `${draft.region}, ${draft.city}`],
  ]
  if (!draft.notCreativeIndustry) {
    const type = ORGANIZATION_TYPE_LABELS[draft.organization_type as keyof typeof ORGANIZATION_TYPE_LABELS]
    rows.push(
      [t`Организация`, draft.organization],
      [t`Тип организации`, type ? i18n._(type) : draft.organization_type],
      [t`Отрасль`, draft.industry_id === null ? '' : label(industries, String(draft.industry_id))],
      [t`Должность`, draft.position],
    )
  }
  const purpose = PURPOSE_LABELS[draft.purpose as keyof typeof PURPOSE_LABELS]
  rows.push([t`Цель участия`, purpose ? i18n._(purpose) : draft.purpose], [t`Дни`, draft.days.map((d) => label(days, d)).join(', ')])
  if (draft.education) rows.push([t`Образование`, draft.education])

  return (
    <section className="wizard__summary" aria-labelledby="wizard-summary">
      <h3 id="wizard-summary">
        <Trans>Проверьте данные</Trans>
      </h3>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {draft.notCreativeIndustry ? (
        <p className="muted">
          <Trans>Вы отметили, что не представляете креативные индустрии.</Trans>
        </p>
      ) : null}
    </section>
  )
}
