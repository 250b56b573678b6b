/** Types for routes.mjs, which the browser tests share with the benchmark. */
export interface DemoIds {
  firstDay: string
  newsId: number
  hallId: number
  meetingId: number
  festivalId: number
  speakerId: number
}
export function demoIds(base: string): Promise<DemoIds>
export function publicRoutes(ids: DemoIds): string[]
export function lighthouseRoutes(ids: DemoIds): string[]
