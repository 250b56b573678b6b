/** A choice shown to the person: the draft's value and its label. */
export interface Option {
  value: string
  label: string
}

/** What every step's screen is given (a screen takes the parts it needs). */
export interface StepScreenProps {
  industries: Option[]
  days: Option[]
}
