import type { ReactNode } from 'react'
import './counted-text.css'

/** A labelled plain-text box with its "typed / allowed" count below it, as the question and the feedback forms use it. */
export function CountedText({
  id,
  label,
  value,
  max,
  onChange,
  invalid = false,
}: {
  id: string
  label: ReactNode
  value: string
  max: number
  onChange: (value: string) => void
  invalid?: boolean
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="counted-text"
        value={value}
        maxLength={max}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={invalid ? true : undefined}
      />
      <p id={`${id}-count`} className="muted counted-text__count">
        {value.length} / {max}
      </p>
    </>
  )
}
