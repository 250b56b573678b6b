/**
 * Brings the element that just got the keyboard focus wholly into view. Chromium scrolls a focused
 * element only when none of it shows, so a filter chip half off its sideways-scrolling row, or a
 * grid cell in the half-shown third hall, stayed half hidden; it scrolls the page only as far as
 * the element, leaving the grid's sticky hall names above the screen; and a focused hall name (sticky)
 * it scrolled out of sight. `box` (the grid) is shown whole first, when given. Runs the next frame,
 * after the browser's own focus scroll; focus from a mouse is left alone.
 */
export function revealFocus(target: EventTarget, box?: Element) {
  if (!(target instanceof HTMLElement) || typeof target.scrollIntoView !== 'function' || !focusVisible(target)) return
  requestAnimationFrame(() => {
    if (document.activeElement !== target) return
    box?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  })
}

function focusVisible(el: Element) {
  try {
    return el.matches(':focus-visible')
  } catch {
    return false // a DOM without the selector (tests)
  }
}
