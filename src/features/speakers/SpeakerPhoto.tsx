import { type SpeakerText, initials } from './names'

export function SpeakerPhoto({ photo, text, size }: { photo: string | null | undefined; text: SpeakerText | undefined; size: number }) {
  return photo ? (
    <img className="speaker-photo" src={photo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="speaker-photo speaker-photo--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials(text)}
    </span>
  )
}
