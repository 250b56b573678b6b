import { msg } from '@lingui/core/macro'
import { type FieldError, validateWith } from '../../../components/form/validate'
import { DEFAULT_SEX } from '../../../../kernel/constants'
import { type Profile, ProfileBody } from '../../../../kernel/contract/account'
import { PROFILE_MAX_LENGTH, type SEXES } from '../../../../kernel/contract/account-fields'

/** The form's values: what the inputs hold (strings; '' for nothing). */
export interface ProfileValues {
  lastname: string
  firstname: string
  surname: string
  firstname_en: string
  lastname_en: string
  sex: (typeof SEXES)[number]
  birthdate: string
  phone: string
  region: string
  city: string
  organization: string
  organization_type: string
  industry_id: string
  position: string
  education: string
  bio: string
}

const TEXT_FIELDS = [
  'lastname', 'firstname', 'surname', 'firstname_en', 'lastname_en', 'birthdate', 'phone', 'region', 'city',
  'organization', 'organization_type', 'position', 'education', 'bio',
] as const satisfies readonly (keyof ProfileValues)[]
export const PROFILE_FIELDS = [...TEXT_FIELDS, 'sex', 'industry_id'] as const

/** The saved profile in the form (§3: sex defaults to M). */
export function valuesOf(profile: Profile | null): ProfileValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, profile?.[f] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>
  return { ...values, sex: profile?.sex ?? DEFAULT_SEX, industry_id: profile?.industry_id ? String(profile.industry_id) : '' }
}

/** What is sent: trimmed texts, '' as null (clears the field), the industry as a number. */
export function bodyOf(values: Partial<ProfileValues>): ProfileBody {
  const body: Record<string, unknown> = { sex: values.sex ?? DEFAULT_SEX }
  for (const field of TEXT_FIELDS) {
    const value = (values[field] ?? '').trim()
    body[field] = value === '' ? null : value
  }
  body.industry_id = values.industry_id ? Number(values.industry_id) : null
  return body as ProfileBody
}

const FORMAT_MESSAGES = {
  firstname_en: msg`Только латинские буквы`,
  lastname_en: msg`Только латинские буквы`,
  phone: msg`Телефон: + и от 10 до 15 цифр`,
  birthdate: msg`Укажите настоящую дату рождения в прошлом`,
} as const

const byContract = validateWith(ProfileBody)

/**
 * The server's rules (the contract's ProfileBody) on what would be sent; where a value has the
 * wrong form (not too long: that message names the limit) the message says which form is right.
 */
export function validateProfile(values: object): Record<string, FieldError> {
  const body = bodyOf(values as Partial<ProfileValues>) as Record<string, unknown>
  const errors = byContract(body)
  for (const [field, message] of Object.entries(FORMAT_MESSAGES)) {
    const value = body[field]
    const max = PROFILE_MAX_LENGTH[field as keyof typeof PROFILE_MAX_LENGTH]
    if (errors[field] && typeof value === 'string' && value.length <= max) errors[field] = message
  }
  return errors
}
