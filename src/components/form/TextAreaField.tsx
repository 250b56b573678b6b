import { useLingui } from '@lingui/react/macro'
import { LabelledField, useLabelledField } from './LabelledField'

/**
 * A labelled <textarea> with a live counter of characters against `max`. No maxLength: text
 * pasted over the limit stays visible, the counter turns red and validation says what to cut.
 * The counter is described-by, not a live region: it would speak on every key press.
 */
export function TextAreaField({ name, label, max, hint, optional }: { name: string; label: string; max: number; hint?: string; optional?: boolean }) {
  const { t } = useLingui()
  const { frame, control, value, noteId } = useLabelledField<HTMLTextAreaElement>(name, {
    hint,
    note: true,
    invalidWhen: (text) => text.length > max,
  })
  const count = value.length
  const over = count > max
  return (
    <LabelledField frame={frame} label={label} hint={hint}>
      <textarea {...control} value={value} className="field__input field__textarea" rows={6} required={!optional} />
      <p id={noteId} className={over ? 'field__counter field__counter--over' : 'field__counter'}>
        {t`${count} из ${max} символов`}
      </p>
    </LabelledField>
  )
}
