import { Component, Suspense, type ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

interface Props {
  children: ReactNode
}

/**
 * Holds a chart loaded on its own (the chart library is large and not needed for the first
 * paint). If its code cannot be fetched, offline before it was ever downloaded, the rest of the
 * screen stays usable and a line says why the chart is missing.
 */
export class LazyChart extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    if (this.state.failed) {
      return <p className="flex h-full items-center justify-center text-sm text-slate-500 dark:text-slate-400">The chart shows once this device is online.</p>
    }
    return <Suspense fallback={<Skeleton className="h-full w-full" />}>{this.props.children}</Suspense>
  }
}
