import { showsNothing } from '../../kernel/contract/account-fields'

/**
 * People's texts shown to others (questions, announcements): bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) go, since they can make a text read as something else
 * and run on into what follows it; a text with nothing visible once zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF) and spaces are set aside is no text.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g

/** The text without bidi controls, trimmed. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '').trim()

/** Whether nothing of the text would show. */
export const isInvisible = (text: string): boolean => showsNothing(text.replace(BIDI_CONTROLS, ''))
