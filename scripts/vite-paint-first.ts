import type { Plugin } from 'vite'

/**
 * Production builds only: index.html gets `/boot.js` (public/boot.js) instead of the entry's
 * module script and its modulepreload links, so the scripts are asked for after the first paint
 * of the server-rendered page (server/http/prerender.ts) rather than competing with it on a slow
 * network (docs/benchmarks.md, Lighthouse). The stylesheet stays in the head: it is the paint.
 */
export function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
        if (!entry) throw new Error('paint-first: no entry script in index.html')
        const preload: string[] = []
        const rest = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
            preload.push(href)
            return ''
          })
        const boot = `<script src="/boot.js" defer data-entry="${entry[1]}" data-preload="${preload.join(' ')}"></script>\n  `
        return rest.replace('</head>', `  ${boot}</head>`)
      },
    },
  }
}
