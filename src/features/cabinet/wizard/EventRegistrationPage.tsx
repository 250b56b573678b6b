import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useLang } from '../../../i18n/use-lang'
import { formatDay } from '../../../lib/format'
import { pick } from '../../../lib/translate'
import { usePageMeta } from '../../../lib/use-page-meta'
import { CabinetSubpage } from '../CabinetSubpage'
import { Wizard } from './Wizard'
import './wizard.css'

const route = getRouteApi('/cabinet/event-registration/')

/** /cabinet/event-registration (§2): the multi-step registration for the forum, or what to do next if done. */
export function EventRegistrationPage() {
  const { t } = useLingui()
  const lang = useLang()
  const data = route.useLoaderData()
  usePageMeta(t`Регистрация на форум`)
  // Only a hover preload by an anonymous person leaves no data; the guard redirects the visit.
  if (!data) return null
  const industries = data.industries.map((i) => ({ value: String(i.id), label: pick(i.translations, lang)?.name ?? '' }))
  const days = data.days.map((d) => ({ value: d, label: formatDay(d, lang) }))

  return (
    <CabinetSubpage
      className="wizard-page"
      title={t`Регистрация на форум`}
      lead={data.view ? null : <Trans>Несколько шагов — и билет на выбранные дни форума будет в личном кабинете. Введённое сохраняется в этом браузере.</Trans>}
    >
      {data.view ? (
        <div className="card wizard">
          <p>
            <Trans>Вы уже зарегистрированы на форум. Билет ждёт вас в личном кабинете.</Trans>
          </p>
          <Link to="/cabinet" className="button button--primary">
            <Trans>Перейти в личный кабинет</Trans>
          </Link>
        </div>
      ) : (
        <Wizard industries={industries} days={days} profile={data.profile} />
      )}
    </CabinetSubpage>
  )
}
