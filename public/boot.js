// Starts the site's JavaScript without slowing the first paint (scripts/vite-paint-first.ts).
// The server sends each page's first screen as HTML: on a slow network the ~130 kB of scripts
// must not compete with the stylesheet, which the paint waits for. So they are downloaded
// (modulepreload: fetched and compiled, not run) from the moment this script runs, while the
// browser parses and lays the page out, and the entry runs only after the first paint
// (docs/benchmarks.md, "From the first byte to interactive").
;(function () {
  var self = document.currentScript
  var entry = self.getAttribute('data-entry')
  var preload = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  function add(rel, href) {
    var el = document.createElement(rel ? 'link' : 'script')
    if (rel) {
      el.rel = rel
      el.href = href
    } else {
      el.type = 'module'
      el.src = href
    }
    el.crossOrigin = ''
    document.head.appendChild(el)
  }
  var ran = false
  function run() {
    if (ran) return
    ran = true
    add('', entry)
  }
  // Downloads: now. This script is asked for with the stylesheet and is a tenth of its size, so it
  // runs about when the stylesheet's response begins; on a slow mobile network the scripts' first
  // bytes come a round trip later, after the stylesheet's last (measured: the stylesheet's time
  // and the first paint did not move). Waiting for the stylesheet's load event instead started
  // them only just before the paint: that event waits for the page's parse and layout.
  ;[entry].concat(preload).forEach(function (href) {
    add('modulepreload', href)
  })
  // The entry: after the next painted frame; a hidden tab paints no frames, so a timer backs it up.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(run, 0)
    })
    setTimeout(run, 100)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
})()
