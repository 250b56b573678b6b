// Starts the site's JavaScript once the page has been painted (scripts/vite-paint-first.ts).
// The server sends each page's first screen as HTML: on a slow network the ~130 kB of scripts
// must not compete with it, so they are asked for right after the first paint, all at once.
;(function () {
  var self = document.currentScript
  var entry = self.getAttribute('data-entry')
  var preload = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
  }
  // After the next frame is painted; a hidden tab paints no frames, so a timer backs it up.
  var started = false
  function once() {
    if (!started) {
      started = true
      start()
    }
  }
  requestAnimationFrame(function () {
    setTimeout(once, 0)
  })
  setTimeout(once, 100)
})()
