import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { NowNext } from '../../components/content/NowNext'
import { useLang } from '../../i18n/use-lang'
import { usePageMeta } from '../../lib/use-page-meta'
import { homeDescription } from './first-paragraph'
import { Hero } from './Hero'
import { Highlights } from './Highlights'
import { IndustriesStrip } from './IndustriesStrip'
import { JoinBand } from './JoinBand'
import { LatestNews } from './LatestNews'
import { MainSpeakers } from './MainSpeakers'
import { Stats } from './Stats'
import './home.css'

const route = getRouteApi('/')

export function HomePage() {
  const { t } = useLingui()
  const { event, meetings, industries, speakers, news, figures } = route.useLoaderData()
  usePageMeta('', homeDescription(event, useLang()) || t`Деловая программа, фестиваль, спикеры и новости`)
  return (
    <div className="home">
      <Hero event={event} />
      <div className="container">
        <NowNext />
      </div>
      {event ? <Stats stats={event.stats} counted={figures} /> : null}
      <Highlights block={meetings} />
      <IndustriesStrip block={industries} />
      <MainSpeakers block={speakers} />
      <LatestNews block={news} />
      <JoinBand />
    </div>
  )
}
