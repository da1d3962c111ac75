import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { whenIdle } from '@/lib/idle'

interface Props {
  children: ReactNode
  /** Ask for the chart's code only once its place is on screen (a chart below a dashboard's first cards). */
  whenSeen?: boolean
}

/**
 * Holds a chart loaded on its own (the chart library is large and not needed for the first
 * paint). The chart's code is asked for once the main thread is idle (and, `whenSeen`, its place
 * is on screen), so the figures around it paint and answer taps first. If its code cannot be fetched,
 * offline before it was ever downloaded, the rest of the screen stays usable and a line says why
 * the chart is missing.
 */
export class LazyChart extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    if (this.state.failed) {
      return <p className="flex h-full items-center justify-center text-sm text-muted-foreground">The chart shows once this device is online.</p>
    }
    return <Deferred whenSeen={this.props.whenSeen}>{this.props.children}</Deferred>
  }
}

/** A placeholder until the page is idle (and the box in view); then `children` (behind Suspense). */
function Deferred({ children, whenSeen }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const el = box.current
    if (ready || !el) return
    let cancelIdle: (() => void) | undefined
    const start = () => (cancelIdle = whenIdle(() => setReady(true)))
    if (!whenSeen || typeof IntersectionObserver === 'undefined') {
      start()
      return () => cancelIdle?.()
    }
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      seen.disconnect()
      start()
    })
    seen.observe(el)
    return () => {
      seen.disconnect()
      cancelIdle?.()
    }
  }, [ready, whenSeen])
  const placeholder = <Skeleton className="h-full w-full" />
  if (!ready) {
    return (
      <div ref={box} className="h-full min-h-24 w-full">
        {placeholder}
      </div>
    )
  }
  return <Suspense fallback={placeholder}>{children}</Suspense>
}
