import type { PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { hyphenateCompiled, hyphenateMessages } from './hyphenate-messages'

/**
 * Runs after the Lingui macro (configured with `stripMessageField: false`) and replaces each
 * Russian source text it left in the code, `{ id, message: "…" }` (`<Trans>` gets the same object spread into its props),
 * with the message compiled the way Lingui compiles a catalog (`["Шаг ", ["step"], " из ", ["total"]]`).
 *
 * Why: Russian is the source language and the default one. With the texts compiled into the code
 * each route chunk carries its own texts, and the first load does not need a catalog of every text
 * of the site (it was ~17 kB gzip of the home page's JavaScript). Lingui falls back to `message`
 * when the active catalog lacks the id, so Russian runs on an empty catalog, and English on its
 * own catalog with the Russian text as the fallback (§1). A compiled (array) message needs no
 * compiler at run time; a string one would (and production Lingui has none).
 */
export function inlineCompiledMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  // With soft hyphens in long words (scripts/hyphenate-messages.ts), as the English catalog has.
  const compiled = (text: string): BabelTypes.Expression =>
    t.valueToNode(hyphenateMessages ? hyphenateCompiled(compileMessage(text)) : compileMessage(text))

  return {
    name: 'inline-compiled-lingui-messages',
    visitor: {
      ObjectExpression(path) {
        // The macro marks each descriptor it writes with /*i18n*/; other objects are left alone.
        if (!path.node.leadingComments?.some((c) => c.value === 'i18n')) return
        for (const prop of path.node.properties) {
          if (!t.isObjectProperty(prop) || !t.isIdentifier(prop.key, { name: 'message' })) continue
          if (t.isStringLiteral(prop.value)) prop.value = compiled(prop.value.value)
        }
      },
    },
  }
}
