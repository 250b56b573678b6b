import { Trans, useLingui } from '@lingui/react/macro'
import { BIRTHDATE_MIN } from '../../../../kernel/constants'
import { ORGANIZATION_TYPE_LABELS, PURPOSE_LABELS, SEX_LABELS, optionsOf } from '../choices'
import { ConsentText } from '../../../components/content/ConsentText'
import { WizardCheckbox, WizardDays, WizardRadio } from './WizardChoices'
import { WizardSelect, WizardText } from './WizardInputs'
import type { StepScreenProps } from './step-screen'
import { WizardSummary } from './WizardSummary'

/** Step 1: who the person is (§3 profile fields), and whether the work step applies. */
export function PersonalStep() {
  const { t, i18n } = useLingui()
  const latinHint = t`Только латинские буквы, как в загранпаспорте`
  return (
    <>
      <WizardText field="lastname" label={t`Фамилия`} autoComplete="family-name" />
      <WizardText field="firstname" label={t`Имя`} autoComplete="given-name" />
      {/* A patronymic is a Russian name's part: English forms do not ask for it. */}
      {i18n.locale === 'ru' ? <WizardText field="surname" label={t`Отчество`} hint={t`Если есть`} autoComplete="additional-name" optional /> : null}
      <WizardText field="lastname_en" label={t`Фамилия латиницей`} hint={latinHint} autoComplete="off" />
      <WizardText field="firstname_en" label={t`Имя латиницей`} hint={latinHint} autoComplete="off" />
      <WizardRadio field="sex" legend={t`Пол`} options={optionsOf(SEX_LABELS, i18n._.bind(i18n))} />
      <WizardText field="birthdate" type="date" label={t`Дата рождения`} autoComplete="bday" min={BIRTHDATE_MIN} max={new Date().toISOString().slice(0, 10)} />
      <WizardText field="phone" type="tel" label={t`Телефон`} hint={t`С кодом страны, например +7 900 123-45-67`} autoComplete="tel" inputMode="tel" />
      <WizardText field="region" label={t`Регион`} autoComplete="address-level1" />
      <WizardText field="city" label={t`Город`} autoComplete="address-level2" />
      <WizardCheckbox field="notCreativeIndustry">
        <Trans>Я не представитель креативных индустрий</Trans>
      </WizardCheckbox>
    </>
  )
}

/** Step 2 (only for creative-industry people): where they work. */
export function WorkStep({ industries }: StepScreenProps) {
  const { t, i18n } = useLingui()
  return (
    <>
      <WizardText field="organization" label={t`Организация`} autoComplete="organization" />
      <WizardSelect
        field="organization_type"
        label={t`Тип организации`}
        placeholder={t`Выберите тип`}
        options={optionsOf(ORGANIZATION_TYPE_LABELS, i18n._.bind(i18n))}
        toValue={(v) => v}
      />
      <WizardSelect field="industry_id" label={t`Отрасль`} placeholder={t`Выберите отрасль`} options={industries} toValue={(v) => (v ? Number(v) : null)} />
      <WizardText field="position" label={t`Должность`} autoComplete="organization-title" />
    </>
  )
}

/** Step 3: why and when the person comes. */
export function ParticipationStep({ days }: StepScreenProps) {
  const { t, i18n } = useLingui()
  return (
    <>
      <WizardRadio field="purpose" legend={t`Цель участия`} options={optionsOf(PURPOSE_LABELS, i18n._.bind(i18n))} />
      <WizardDays legend={t`В какие дни вы придёте`} days={days} />
      <WizardText field="education" label={t`Образование`} hint={t`Необязательно`} autoComplete="off" optional />
    </>
  )
}

/** Step 4: what will be sent, and consent (§5). */
export function ConfirmStep({ industries, days }: StepScreenProps) {
  return (
    <>
      <WizardSummary industries={industries} days={days} />
      <WizardCheckbox field="consent">
        <ConsentText />
      </WizardCheckbox>
    </>
  )
}
