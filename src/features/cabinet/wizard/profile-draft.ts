import type { Draft } from '../../../../machines/event-registration.rules'
import type { Profile } from '../../../../kernel/contract/account'
import { ORGANIZATION_TYPES } from '../../../../kernel/contract/account-fields'

const COPIED = ['lastname', 'firstname', 'surname', 'lastname_en', 'firstname_en', 'birthdate', 'phone', 'city', 'region', 'organization', 'position', 'education'] as const

/** A first draft from the saved profile: the person does not type twice what the site knows. */
export function draftFromProfile(profile: Profile | null): Partial<Draft> {
  if (!profile) return {}
  const draft: Partial<Draft> = { sex: profile.sex }
  for (const field of COPIED) {
    const value = profile[field]
    if (value) draft[field] = value
  }
  if (profile.industry_id !== null) draft.industry_id = profile.industry_id
  if (profile.organization_type && (ORGANIZATION_TYPES as readonly string[]).includes(profile.organization_type)) draft.organization_type = profile.organization_type
  return draft
}
