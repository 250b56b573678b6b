/**
 * The page's title and description as the screens name themselves (usePageMeta), collected while
 * the server renders a page's first screen (src/entry-server.tsx), which runs no effects: the
 * server writes them into the HTML's head, for search engines and for the tab before the
 * JavaScript runs. Inactive in the browser. renderToString is synchronous, so one slot is enough.
 */
export interface ServerHead {
  title?: string
  description?: string
}

let slot: ServerHead | null = null

/** Starts (a head to fill) or ends (null) the collection around one server render. */
export function collectServerHead(head: ServerHead | null) {
  slot = head
}

/** Called while rendering: records the meta when the server is collecting, else does nothing. */
export function recordServerHead(title: string, description: string | undefined) {
  if (!slot) return
  slot.title = title
  if (description !== undefined) slot.description = description
}
