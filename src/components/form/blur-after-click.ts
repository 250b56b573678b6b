/**
 * A field shows its error when it is left. Left by pressing the submit button, that error would
 * appear between the button's mousedown and its click, push the button down, and the click would
 * land beside it: the form would not submit. So a blur that happens while a pointer is pressed is
 * reported only after the press is over (the click has fired by then, and a submit marks every
 * field touched anyway).
 */
let pressed = false
const waiting: (() => void)[] = []

function release() {
  pressed = false
  // After this task's mouseup and click.
  setTimeout(() => waiting.splice(0).forEach((run) => run()), 0)
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true)
  document.addEventListener('pointerup', release, true)
  document.addEventListener('pointercancel', release, true)
}

export function blurAfterClick(onBlur: () => void) {
  return () => {
    if (pressed) waiting.push(onBlur)
    else onBlur()
  }
}
