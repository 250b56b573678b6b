import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/FormAlert'
import { FormShell } from '../../../components/form/FormShell'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { submissionErrors } from '../../../components/form/submission'
import { useLang } from '../../../i18n/use-lang'
import type { User } from '../../../../kernel/contract/account'
import type { Industry } from '../../../../kernel/contract/content'
import { pick } from '../../../lib/translate'
import { usePageMeta } from '../../../lib/use-page-meta'
import { useAuthErrors } from '../../../components/states/use-auth-errors'
import { useAuthServices, useSession } from '../../../session/use-session'
import { initialsIn } from '../../../session/person'
import { CabinetSubpage } from '../CabinetSubpage'
import { ProfileFields } from './ProfileFields'
import { PROFILE_FIELDS, type ProfileValues, bodyOf, validateProfile, valuesOf } from './profile-form'
import { UnsavedChanges } from './UnsavedChanges'
import { clearUnsavedProfile, readUnsavedProfile } from './unsaved-profile'
import { UserpicField } from './UserpicField'
import './profile.css'

const route = getRouteApi('/cabinet/personal-data')

/**
 * /cabinet/personal-data (§2 profile edit): every §3 profile field, checked by the server's own
 * rules before sending; the server's field errors land on their fields and what was typed stays.
 */
export function ProfilePage() {
  const data = route.useLoaderData()
  // Only a hover preload by an anonymous person leaves no data; the guard redirects the visit.
  return data ? <ProfileScreen user={data.user} industries={data.industries} /> : null
}

function ProfileScreen({ user, industries }: { user: User; industries: Industry[] }) {
  const { t } = useLingui()
  const lang = useLang()
  const { account, actor } = useAuthServices()
  const { reason } = useAuthErrors()
  const [savedNoticeShown, showSavedNotice] = useState(false)
  const [userpic, setUserpic] = useState(user.profile?.userpic ?? null)
  const sessionEmail = useSession().email
  const [saved, setSaved] = useState(() => valuesOf(user.profile))
  // What this account typed and did not save, from the last visit (kept over a reload and a relogin).
  const [unsaved] = useState(() => readUnsavedProfile(sessionEmail))
  // Kept from the first render: a new object would reset what the person typed.
  const [initialValues, setInitialValues] = useState(() => ({ ...saved, ...unsaved }))
  usePageMeta(t`Данные пользователя`)
  const email = user.email
  const industryOptions = industries.map((i) => ({ value: String(i.id), label: pick(i.translations, lang)?.name ?? '' }))

  const onSubmit = async (values: ProfileValues) => {
    showSavedNotice(false)
    try {
      const updated = await account.call('saveProfile', { body: bodyOf(values) })
      clearUnsavedProfile()
      setSaved(valuesOf(updated.profile))
      setInitialValues(valuesOf(updated.profile))
      showSavedNotice(true)
      actor.send({ type: 'auth.profileChanged' })
    } catch (error) {
      return submissionErrors(error, PROFILE_FIELDS, { title: t`Не удалось сохранить данные`, detail: reason(error) })
    }
  }

  return (
    <CabinetSubpage
      className="profile"
      title={t`Данные пользователя`}
      lead={<Trans>Эти данные видят организаторы форума. Email для входа: {email}</Trans>}
    >
      <div className="card profile__card">
        <UserpicField
          userpic={userpic}
          initials={initialsIn(user.profile, lang)}
          onUploaded={(updated) => {
            setUserpic(updated.profile?.userpic ?? null)
            actor.send({ type: 'auth.profileChanged' })
          }}
        />
      </div>
      <div className="card profile__card">
        <FormShell<ProfileValues> onSubmit={onSubmit} validate={validateProfile} initialValues={initialValues}>
          <FormAlert />
          <UnsavedChanges email={sessionEmail} saved={saved} restored={unsaved !== null} />
          <ProfileFields industries={industryOptions} />
          <SubmitButton pendingText={t`Сохраняем…`}>
            <Trans>Сохранить</Trans>
          </SubmitButton>
          <p className="profile__saved" role="status">
            {savedNoticeShown ? <Trans>Данные успешно изменены</Trans> : ''}
          </p>
        </FormShell>
      </div>
    </CabinetSubpage>
  )
}
