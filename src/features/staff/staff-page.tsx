import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { PageHead } from '../../components/layout/PageHead'

/** A staff page's frame: its heading, an optional lead, the content. */
export function StaffPageFrame({ name, title, lead, children }: { name: string; title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container staff ${name}`}>
      <PageHead title={title} lead={lead} />
      {children}
    </div>
  )
}

/** A titled section of a staff page (labelled by its heading). */
export function StaffSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * What a staff page reads from the API: at once, then every `refreshMs` if given. `read` must be
 * stable (useCallback). A failed read keeps what was shown and says so (`failed`).
 */
export function useStaffData<T>(read: () => Promise<T>, refreshMs?: number) {
  const [data, setData] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(
    () =>
      read().then(
        (value) => {
          setData(value)
          setFailed(false)
        },
        () => setFailed(true),
      ),
    [read],
  )
  useEffect(() => {
    void Promise.resolve().then(load)
    if (!refreshMs) return
    const timer = setInterval(() => void load(), refreshMs)
    return () => clearInterval(timer)
  }, [load, refreshMs])
  return { data, setData, failed, load }
}
