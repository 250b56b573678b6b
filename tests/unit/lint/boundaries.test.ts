import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

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
