import { useEffect, useRef } from 'react'
import 'uplot/dist/uPlot.min.css'

/**
 * A small bar chart drawn by uPlot (loaded with the dashboard, never with the public pages). The
 * numbers are beside it in the page, so the chart is decoration for who can see it: hidden from
 * screen readers, which read the table.
 */
export function DayChart({ labels, values, color = '#2f6fdb' }: { labels: string[]; values: number[]; color?: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el || values.length === 0) return
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null
    let cancelled = false
    const observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: 180 }))
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return
      const xs = values.map((_, i) => i)
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: 180,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [{ values: (_u: unknown, ticks: number[]) => ticks.map((t) => labels[t] ?? '') }, {}],
          series: [{}, { stroke: color, fill: `${color}55`, paths: UPlot.paths.bars?.({ size: [0.7, 40] }) }],
        },
        [xs, values],
        el,
      )
      observer.observe(el)
    })
    return () => {
      cancelled = true
      observer.disconnect()
      plot?.destroy()
    }
  }, [labels, values, color])
  return <div ref={box} className="desk-chart" aria-hidden="true" />
}
