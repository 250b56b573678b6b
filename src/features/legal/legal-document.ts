import type { MessageDescriptor } from '@lingui/core'

/**
 * A legal text as data: paragraph-sized messages, so translators work on paragraphs and
 * a change to one sentence does not invalidate the whole document's translation.
 */
export type LegalBlock = { kind: 'p'; text: MessageDescriptor } | { kind: 'list'; items: MessageDescriptor[] }

export interface LegalSection {
  /** The anchor of the section: /privacy#rights. */
  id: string
  title: MessageDescriptor
  blocks: LegalBlock[]
}

export interface LegalDocument {
  title: MessageDescriptor
  description: MessageDescriptor
  /** The date of the current wording, YYYY-MM-DD. */
  revised: string
  intro: MessageDescriptor[]
  sections: LegalSection[]
}

export const p = (text: MessageDescriptor): LegalBlock => ({ kind: 'p', text })
export const list = (...items: MessageDescriptor[]): LegalBlock => ({ kind: 'list', items })
