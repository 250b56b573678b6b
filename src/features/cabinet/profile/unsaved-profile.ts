import { type PersonalRecord, readPersonal, removePersonal, writePersonal } from '../../../session/personal-data'
import { PROFILE_FIELDS, type ProfileValues } from './profile-form'

/**
 * What was typed in the profile form and not saved yet: a personal record (src/session/
 * personal-data.ts) with the account's email, so it survives a reload and a relogin of the same
 * account, and is deleted by a logout, a login of anyone else, or a save.
 */
const NAME = 'profile-draft'

interface Stored extends PersonalRecord {
  values: Partial<ProfileValues>
}

/** Only the fields that differ from the saved profile are kept (spaces around a text are not a change: they are not sent). */
export function changedValues(values: Partial<ProfileValues>, saved: ProfileValues): Partial<ProfileValues> {
  const changed: Partial<Record<keyof ProfileValues, string>> = {}
  for (const field of PROFILE_FIELDS) {
    const value = values[field] ?? ''
    if (typeof value === 'string' && value.trim() !== saved[field]) changed[field] = value
  }
  return changed as Partial<ProfileValues>
}

export function readUnsavedProfile(email: string | null): Partial<ProfileValues> | null {
  const stored = readPersonal<Stored>(NAME, email)
  if (!stored || typeof stored.values !== 'object' || stored.values === null) return null
  const values: Partial<Record<keyof ProfileValues, string>> = {}
  for (const field of PROFILE_FIELDS) {
    const value: unknown = stored.values[field]
    if (typeof value === 'string') values[field] = value
  }
  return Object.keys(values).length > 0 ? (values as Partial<ProfileValues>) : null
}

export function writeUnsavedProfile(email: string | null, values: Partial<ProfileValues>) {
  if (!email) return
  if (Object.keys(values).length === 0) removePersonal(NAME)
  else writePersonal<Stored>(NAME, { email, values })
}

export function clearUnsavedProfile() {
  removePersonal(NAME)
}
