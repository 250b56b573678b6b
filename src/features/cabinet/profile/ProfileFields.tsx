import { Trans, useLingui } from '@lingui/react/macro'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { SelectField } from '../../../components/form/SelectField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { BIO_MAX_LENGTH, BIRTHDATE_MIN } from '../../../../kernel/constants'
import { ORGANIZATION_TYPE_LABELS, SEX_LABELS, optionsOf } from '../choices'

/** The §3 profile fields in three groups; none is required by the server. */
export function ProfileFields({ industries }: { industries: { value: string; label: string }[] }) {
  const { t, i18n } = useLingui()
  const translate = i18n._.bind(i18n)
  const today = new Date().toISOString().slice(0, 10)
  const latinHint = t`Только латинские буквы, как в загранпаспорте`
  return (
    <>
      <fieldset className="profile__group">
        <legend>
          <Trans>Личные данные</Trans>
        </legend>
        <TextField name="lastname" label={t`Фамилия`} autoComplete="family-name" optional />
        <TextField name="firstname" label={t`Имя`} autoComplete="given-name" optional />
        {/* A patronymic is a Russian name's part: the English form does not ask for it (a saved one stays). */}
        {i18n.locale === 'ru' ? <TextField name="surname" label={t`Отчество`} autoComplete="additional-name" optional /> : null}
        <TextField name="lastname_en" label={t`Фамилия латиницей`} hint={latinHint} autoComplete="off" optional />
        <TextField name="firstname_en" label={t`Имя латиницей`} hint={latinHint} autoComplete="off" optional />
        <RadioGroupField name="sex" legend={t`Пол`} options={optionsOf(SEX_LABELS, translate)} />
        <TextField name="birthdate" type="date" label={t`Дата рождения`} autoComplete="bday" min={BIRTHDATE_MIN} max={today} optional />
        <TextField name="phone" type="tel" label={t`Телефон`} hint={t`С кодом страны, например +7 900 123-45-67`} autoComplete="tel" inputMode="tel" optional />
        <TextField name="region" label={t`Регион`} autoComplete="address-level1" optional />
        <TextField name="city" label={t`Город`} autoComplete="address-level2" optional />
      </fieldset>
      <fieldset className="profile__group">
        <legend>
          <Trans>Работа</Trans>
        </legend>
        <TextField name="organization" label={t`Организация`} autoComplete="organization" optional />
        <SelectField name="organization_type" label={t`Тип организации`} placeholder={t`Не выбран`} options={optionsOf(ORGANIZATION_TYPE_LABELS, translate)} optional />
        <SelectField name="industry_id" label={t`Отрасль`} placeholder={t`Не выбрана`} options={industries} optional />
        <TextField name="position" label={t`Должность`} autoComplete="organization-title" optional />
      </fieldset>
      <fieldset className="profile__group">
        <legend>
          <Trans>О себе</Trans>
        </legend>
        <TextField name="education" label={t`Образование`} autoComplete="off" optional />
        <TextAreaField name="bio" label={t`О себе`} max={BIO_MAX_LENGTH} optional />
      </fieldset>
    </>
  )
}
