import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { SCROLL_TOP_THRESHOLD_PX } from '../../../kernel/constants'

/** §2, §9: appears after scrolling past 400 px and scrolls smoothly to the top. */
export function ScrollTopButton() {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t`Наверх`}
      title={t`Наверх`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  )
}
