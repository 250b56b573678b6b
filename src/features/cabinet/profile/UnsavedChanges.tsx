import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-final-form'
import type { ProfileValues } from './profile-form'
import { changedValues, clearUnsavedProfile, writeUnsavedProfile } from './unsaved-profile'

/**
 * Inside the profile form: what the person types and has not saved is kept in the browser
 * (unsaved-profile.ts). The page starts the form with it (readUnsavedProfile); when it did, a
 * note says so and offers the way back to the saved data.
 */
export function UnsavedChanges({ email, saved, restored }: { email: string | null; saved: ProfileValues; restored: boolean }) {
  const { t } = useLingui()
  const form = useForm<ProfileValues>()
  const [noteShown, showNote] = useState(restored)
  // Read at each change: after a save the form is compared with the new saved data (this effect
  // runs before the form's own, which puts the saved data into the form).
  const savedRef = useRef(saved)
  useEffect(() => {
    savedRef.current = saved
  }, [saved])

  useEffect(() => form.subscribe(({ values }) => writeUnsavedProfile(email, changedValues(values, savedRef.current)), { values: true }), [form, email])

  if (!noteShown) return null
  return (
    <div className="profile__unsaved" role="status">
      <p>{t`Восстановлены изменения, которые вы не сохранили. Сохраните их или вернитесь к сохранённым данным.`}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          form.initialize(savedRef.current)
          clearUnsavedProfile()
          showNote(false)
        }}
      >
        {t`Вернуть сохранённые данные`}
      </button>
    </div>
  )
}
