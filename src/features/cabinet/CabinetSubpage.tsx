import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHead } from '../../components/layout/PageHead'

/** The frame of a page inside the cabinet: the way back to /cabinet, the title, a lead if any, the content. */
export function CabinetSubpage({ className, title, lead, children }: { className: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${className}`}>
      <p className="back-link">
        <Link to="/cabinet">
          ← <Trans>Личный кабинет</Trans>
        </Link>
      </p>
      <PageHead title={title} lead={lead} />
      {children}
    </div>
  )
}
