import { expect } from 'vitest'
import { waitFor } from '@testing-library/react'

/**
 * Rich text shows a plain stand-in first and the sanitized markup when the sanitizer has loaded
 * (src/components/content/RichText.tsx): an element found in one may be gone by the next line.
 * Checks that the text is shown, in whichever of the two is on screen at that moment.
 */
export function richText(find: () => HTMLElement) {
  return waitFor(() => expect(find()).toBeInTheDocument())
}
