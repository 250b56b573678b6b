import { transformAsync } from '@babel/core'
import { describe, expect, it } from 'vitest'
import { inlineCompiledMessages } from '../../../scripts/babel-inline-messages'

async function compile(code: string) {
  const out = await transformAsync(code, {
    filename: 'example.tsx',
    babelrc: false,
    configFile: false,
    presets: [],
    parserOpts: { plugins: ['jsx', 'typescript'] },
    generatorOpts: { jsescOption: { minimal: true } },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], inlineCompiledMessages],
  })
  return out?.code ?? ''
}

describe('§1: Russian texts are compiled into the code (no Russian catalog at run time)', () => {
  it('a t`` message keeps its id and carries its compiled Russian text', async () => {
    const code = await compile(
      "import { t } from '@lingui/core/macro'\nexport const f = (step: number, total: number) => t`Шаг ${step} из ${total}`",
    )
    expect(code).toMatch(/id: "[^"]+"/)
    expect(code).toContain('message: ["Шаг ", ["step"], " из ", ["total"]]')
    expect(code).not.toMatch(/message: "/)
  })

  it('a <Trans> element and a msg descriptor carry compiled texts too', async () => {
    const code = await compile(
      [
        "import { Trans } from '@lingui/react/macro'",
        "import { msg } from '@lingui/core/macro'",
        'export const d = msg`Страница не найдена`',
        'export const E = () => <Trans>Вход</Trans>',
      ].join('\n'),
    )
    expect(code).toContain('message: ["Страница не найдена"]')
    expect(code).toContain('message: ["Вход"]')
  })

  it('an ordinary object with id and message (not written by the macro) is left as it is', async () => {
    const code = await compile("export const e = { id: 1, message: 'Ошибка' }")
    expect(code).toContain('message: \'Ошибка\'')
  })
})
