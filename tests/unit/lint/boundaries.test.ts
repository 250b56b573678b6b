import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import boundaries, { loopBack } from '../../../scripts/eslint/boundaries.js'

/**
 * The layers rule of eslint.config.js (scripts/eslint/boundaries.js), run through the project's
 * own config on made-up files: the paths need not exist, only their place in the tree counts.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') })

async function refusals(filePath: string, from: string) {
  const [result] = await eslint.lintText(`import { y } from '${from}'\nexport const x = y\n`, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message)
}

describe('lint: the layers and the features stay apart', () => {
  it('a feature importing another feature is refused (cabinet → auth)', async () => {
    expect(await refusals('src/features/cabinet/x.ts', '../auth/y')).toEqual([
      expect.stringContaining('no imports between features (cabinet → auth)'),
    ])
  })

  it('an import within one feature is allowed', async () => {
    expect(await refusals('src/features/cabinet/x.ts', './y')).toEqual([])
    expect(await refusals('src/features/cabinet/profile/x.ts', '../y')).toEqual([])
  })

  it('the shared kernel importing from src/ is refused', async () => {
    expect(await refusals('kernel/x.ts', '../src/lib/y')).toEqual([expect.stringContaining('the shared kernel imports nothing')])
  })

  it('the shared kernel importing from machines/ or server/ is refused', async () => {
    expect(await refusals('kernel/contract/x.ts', '../../machines/y')).toHaveLength(1)
    expect(await refusals('kernel/contract/x.ts', '../../server/y')).toHaveLength(1)
  })

  it('a machine importing from src/ is refused; importing the kernel is allowed', async () => {
    expect(await refusals('machines/x.machine.ts', '../src/lib/y')).toEqual([expect.stringContaining('machines are pure')])
    expect(await refusals('machines/x.machine.ts', '../kernel/constants')).toEqual([])
  })

  it('the server importing from src/ is refused', async () => {
    expect(await refusals('server/content/x.ts', '../../src/lib/y')).toEqual([expect.stringContaining('the server imports only the kernel')])
  })

  it('shared site code (components, session, lib) importing a feature is refused', async () => {
    expect(await refusals('src/components/x.tsx', '../features/news/y')).toEqual([expect.stringContaining('import no feature')])
    expect(await refusals('src/session/x.ts', '../features/auth/y')).toHaveLength(1)
  })
})

describe('lint: the server folders import only downward', () => {
  it('a folder importing a folder above it is refused (content → accounts)', async () => {
    expect(await refusals('server/content/x.ts', '../accounts/y')).toEqual([
      expect.stringContaining('server/content/ (floor 3) imports nothing from server/accounts/ above it (floor 6)'),
    ])
  })

  it('a lower floor importing the composition root or an entry point is refused', async () => {
    expect(await refusals('server/program/x.ts', '../app')).toEqual([expect.stringContaining("the server's root above it")])
    expect(await refusals('server/db/x.ts', '../cli/import')).toHaveLength(1)
  })

  it('two folders of one floor importing each other are refused both ways, so no loop can form', async () => {
    const why = 'share a floor and import neither each other'
    expect(await refusals('server/calendar/x.ts', '../reminders/y')).toEqual([expect.stringContaining(why)])
    expect(await refusals('server/reminders/x.ts', '../calendar/y')).toEqual([expect.stringContaining(why)])
  })

  it('an import from a lower floor, the root basics or the kernel is allowed', async () => {
    expect(await refusals('server/staff/x.ts', '../program/y')).toEqual([])
    expect(await refusals('server/accounts/x.ts', '../auth/sessions')).toEqual([])
    expect(await refusals('server/content/x.ts', '../time')).toEqual([])
    expect(await refusals('server/app.ts', './pages/static')).toEqual([])
    expect(await refusals('server/program/import/x.ts', '../../../kernel/constants')).toEqual([])
  })

  it('an import inside one folder is allowed, at any depth', async () => {
    expect(await refusals('server/program/import/schedule/x.ts', '../../schedule-model')).toEqual([])
  })

  it('a folder on no floor is refused until boundaries.js places it', async () => {
    expect(await refusals('server/misc/x.ts', '../db/types')).toEqual([expect.stringContaining('server/misc/ is on no floor')])
  })
})

describe('lint: the site folders import only downward', () => {
  it('lib importing the session is refused (lib is below it)', async () => {
    expect(await refusals('src/lib/x.ts', '../session/personal-data')).toEqual([
      expect.stringContaining('src/lib/ (floor 1) imports nothing from src/session/ above it (floor 2)'),
    ])
  })

  it('the session importing a component, and a component importing a route, are refused', async () => {
    expect(await refusals('src/session/live/x.ts', '../../components/hall-fill/y')).toEqual([expect.stringContaining('imports nothing from src/components/ above it')])
    expect(await refusals('src/components/x.tsx', '../routes/__root')).toEqual([expect.stringContaining('imports nothing from src/routes/ above it')])
  })

  it('lib importing the offline copy is refused; the offline copy importing the session is allowed', async () => {
    expect(await refusals('src/lib/x.ts', '../pwa/offline-shared')).toEqual([expect.stringContaining('src/pwa/ above it')])
    expect(await refusals('src/pwa/x.ts', '../session/personal-data')).toEqual([])
  })

  it('nothing below the composition root imports it', async () => {
    expect(await refusals('src/routes/x.tsx', '../app')).toEqual([expect.stringContaining('the composition root above it')])
  })

  it('downward imports are allowed: routes → features → components → session → lib → i18n, and the router context', async () => {
    expect(await refusals('src/routes/x.tsx', '../features/news/y')).toEqual([])
    expect(await refusals('src/features/news/x.tsx', '../../components/y')).toEqual([])
    expect(await refusals('src/features/cabinet/x.ts', '../../router-context')).toEqual([])
    expect(await refusals('src/components/x.tsx', '../session/y')).toEqual([])
    expect(await refusals('src/session/x.ts', '../lib/api/account')).toEqual([])
    expect(await refusals('src/lib/x.ts', '../i18n/lang')).toEqual([])
    expect(await refusals('src/app.tsx', './routes/index')).toEqual([])
  })

  it('a site folder on no floor is refused until boundaries.js places it', async () => {
    expect(await refusals('src/misc/x.ts', '../lib/y')).toEqual([expect.stringContaining('src/misc/ is on no floor of the site')])
  })
})

describe('lint: no loop between the files of one folder', () => {
  // The fixtures are real files (the rule follows each import on disk); the layers rule is turned
  // on for them as for the code.
  const withRule = new ESLint({
    cwd: path.resolve(import.meta.dirname, '../../..'),
    overrideConfig: [{ files: ['tests/unit/lint/fixtures/**/*.ts'], plugins: { boundaries }, rules: { 'boundaries/layers': 'error' } }],
  })
  const loops = async (file: string) => {
    const [result] = await withRule.lintFiles([path.join(import.meta.dirname, 'fixtures', file)])
    return result!.messages.filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message)
  }

  it('each file of a loop is refused its import that closes it, a type-only import included', async () => {
    expect(await loops('loop/first.ts')).toEqual([expect.stringContaining('a loop between files of one folder (tests/unit/lint/fixtures/loop/first.ts → tests/unit/lint/fixtures/loop/second.ts → tests/unit/lint/fixtures/loop/third.ts → tests/unit/lint/fixtures/loop/first.ts)')])
    expect(await loops('loop/third.ts')).toEqual([expect.stringContaining('a loop between files of one folder')])
  })

  it('a chain of imports with no way back is allowed', async () => {
    expect(await loops('chain/top.ts')).toEqual([])
    expect(await loops('chain/bottom.ts')).toEqual([])
  })

  it('the way back is followed through every file of the folder', () => {
    expect(loopBack(path.resolve('tests/unit/lint/fixtures/loop/first.ts'), path.resolve('tests/unit/lint/fixtures/loop/second.ts'))).toHaveLength(3)
  })
})
