import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { routeChunks } from '../../../scripts/vite-paint-first'

/** A build's manifest (Vite's .vite/manifest.json) as the browser build writes it. */
const manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_rolldown-runtime-a1.js'] },
  '_rolldown-runtime-a1.js': { file: 'assets/rolldown-runtime-a1.js' },
  '_screens-a1.js': { file: 'assets/screens-a1.js', imports: ['index.html'] },
  'src/routes/program.grid.tsx?tsr-split=component': {
    file: 'assets/program.grid-a1.js',
    src: 'src/routes/program.grid.tsx?tsr-split=component',
    imports: ['_screens-a1.js', 'index.html', '_rolldown-runtime-a1.js'],
  },
}

it("the chunks the server names for a route are the route's own and what they import, less the entry's", () => {
  const root = mkdtempSync(join(tmpdir(), 'route-chunks-'))
  mkdirSync(join(root, 'src/routes'), { recursive: true })
  writeFileSync(join(root, 'src/routes/program.grid.tsx'), "export const Route = createFileRoute('/program/grid')({})\n")
  expect(routeChunks(manifest, root)).toEqual({ '/program/grid': ['/assets/program.grid-a1.js', '/assets/screens-a1.js'] })
})
