// The command line of `npm run bench` (scripts/bench/run.mjs).
import { parseArgs } from 'node:util'

const USAGE = `Usage: npm run bench [-- options]   (or node scripts/bench/run.mjs [options])

Builds the site (npm run build, into a temporary directory: dist/ is left alone), starts the
real server as npm start runs it (node on the bundle server/dist/main.mjs, flags from package.json's serve) on a free port of 127.0.0.1 with a fresh temporary DATA_DIR,
measures, prints every figure against its budget and writes bench-results/latest.json.
Exit code 1 when a budget is missed, 2 on an error. Everything temporary is removed at the end.

Options:
  --no-fail              report only: exit 0 even when a budget is missed
  --skip-build           serve the existing dist/ instead of building
  --lighthouse-runs <n>  Lighthouse runs per page, best score kept (default 2)
  --grid-runs <n>        page loads per grid measurement, median kept (default 5)
  --interactive-runs <n> cold loads per page on a mid phone (CPU 4×, slow 4G), median kept (default 5)
  --only <sections>      measure only these, comma-separated: first-load, interactive, grid,
                         lighthouse, api, search, server, program, desk (the script files come with first-load)
  --duration <s>         seconds of load per API route (default 10)
  --connections <n>      concurrent connections of the load (default 50)
  --out <file>           where to write the JSON (default bench-results/latest.json)
  --max-minutes <m>      stop everything after this long (default 10)
  -h, --help             this text`

/** The options, or usage on stdout (--help, exit 0) / stderr (a bad option, exit 2). */
export function readOptions(argv = process.argv.slice(2)) {
  let opts
  try {
    ;({ values: opts } = parseArgs({
      args: argv,
      options: {
        'no-fail': { type: 'boolean', default: false },
        'skip-build': { type: 'boolean', default: false },
        'lighthouse-runs': { type: 'string', default: '2' },
        'grid-runs': { type: 'string', default: '5' },
        'interactive-runs': { type: 'string', default: '5' },
        only: { type: 'string', default: '' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '50' },
        out: { type: 'string', default: 'bench-results/latest.json' },
        'max-minutes': { type: 'string', default: '10' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }))
  } catch (err) {
    console.error(`${err.message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (opts.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const positive = (name, { integer = true } = {}) => {
    const n = Number(opts[name])
    if (!(n > 0) || (integer && !Number.isInteger(n))) {
      console.error(`--${name} must be a positive ${integer ? 'integer' : 'number'}\n\n${USAGE}`)
      process.exit(2)
    }
    return n
  }
  const settings = {
    lighthouseRuns: positive('lighthouse-runs'),
    gridRuns: positive('grid-runs'),
    interactiveRuns: positive('interactive-runs'),
    durationS: positive('duration'),
    connections: positive('connections'),
    maxMinutes: positive('max-minutes', { integer: false }),
  }
  const sections = ['first-load', 'interactive', 'grid', 'lighthouse', 'api', 'search', 'server', 'program', 'desk']
  const only = opts.only ? opts.only.split(',').map((x) => x.trim()) : sections
  const unknown = only.filter((x) => !sections.includes(x))
  if (unknown.length) {
    console.error(`--only: unknown section ${unknown.join(', ')}\n\n${USAGE}`)
    process.exit(2)
  }
  /** Whether a section is measured in this run. */
  const runs = (section) => only.includes(section)
  return { opts, settings: { ...settings, only }, runs }
}
