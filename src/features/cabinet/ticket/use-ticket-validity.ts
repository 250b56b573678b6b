import { useLingui } from '@lingui/react/macro'
import type { UserEventView } from '../../../../kernel/contract/account'
import type { ForumEvent } from '../../../../kernel/contract/content'
import { useLang } from '../../../i18n/use-lang'
import { formatDateRange } from '../../../lib/format'
import { formatDayList, ticketDays } from '../../../lib/ticket-days'

/**
 * The one sentence of what the ticket is valid for, the same on the success page, the cabinet's
 * card and the PDF: "all days" only when it is every day the door admits it.
 */
export function useTicketValidity(view: Pick<UserEventView, 'days'> | null, event: Pick<ForumEvent, 'starts_on' | 'ends_on'> | null): string | null {
  const { t } = useLingui()
  const lang = useLang()
  if (!view) return null
  const { everyDay, days } = ticketDays(view.days, event)
  if (everyDay) {
    if (!event) return t`Билет действует на все дни форума`
    const range = formatDateRange(event.starts_on, event.ends_on, lang)
    return t`Билет действует на все дни форума: ${range}`
  }
  const list = formatDayList(days, lang)
  return days.length === 1 ? t`Билет действует один день: ${list}` : t`Билет действует ${list}`
}
