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
