import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
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
  const { event, meetings, industries, speakers, news } = route.useLoaderData()
  usePageMeta('', t`Форум и фестиваль креативных индустрий в Казани: деловая программа, фестиваль, спикеры и новости`)
  return (
    <div className="home">
      <Hero event={event} />
      {event ? <Stats stats={event.stats} /> : null}
      <Highlights block={meetings} />
      <IndustriesStrip block={industries} />
      <MainSpeakers block={speakers} />
      <LatestNews block={news} />
      <JoinBand />
    </div>
  )
}
