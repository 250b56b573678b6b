import { useLayoutEffect, useRef } from 'react'

/**
 * User Timing around a render of the grid, read by the performance benchmark and shown in the
 * browser's profiler: 'grid:render' for every commit, 'grid:filter' for a commit that applied a
 * new filter. The start marks are taken during render on purpose (that is when React starts on
 * the grid); the ref is only compared there, and moved after the commit.
 */
export function useGridRenderMarks(filterKey: string) {
  const committedFilter = useRef(filterKey)
  performance.mark('grid:render:start')
  // eslint-disable-next-line react-hooks/refs -- instrumentation only: nothing rendered depends on it
  if (committedFilter.current !== filterKey) performance.mark('grid:filter:start')

  useLayoutEffect(() => {
    try {
      performance.mark('grid:render:end')
      performance.measure('grid:render', 'grid:render:start', 'grid:render:end')
      if (committedFilter.current !== filterKey) {
        performance.mark('grid:filter:end')
        performance.measure('grid:filter', 'grid:filter:start', 'grid:filter:end')
      }
    } catch {
      // Someone cleared the marks in between: a lost measurement must never break the screen.
    }
    committedFilter.current = filterKey
  })
}
