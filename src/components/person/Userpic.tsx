import { useLang } from '../../i18n/use-lang'
import { initialsIn, userpicOf } from '../../session/person'
import './userpic.css'

/**
 * The person's picture (§3 userpic) or, without one, their initials in the page's language; a
 * plain circle when there is no name either. Decorative: the name or the menu's label is next to it.
 */
export function Userpic({ profile, size }: { profile: Record<string, unknown> | null; size: number }) {
  const lang = useLang()
  const src = userpicOf(profile)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }
  return src ? (
    <img className="userpic-badge" src={src} alt="" width={size} height={size} style={style} />
  ) : (
    <span className="userpic-badge userpic-badge--initials" style={style} aria-hidden="true">
      {initialsIn(profile, lang)}
    </span>
  )
}
