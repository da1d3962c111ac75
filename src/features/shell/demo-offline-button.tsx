import { useRouterState } from '@tanstack/react-router'
import { CloudCheck, CloudDownload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { isDemoRoute, makeAvailableOffline, offlineStatus, savingData } from '@/lib/pwa/offline-groups'
import { toast } from '@/lib/notify'
import { cn } from '@/lib/cn'

/** `saving` the user asked for; `self-saving` the first demo visit's own save. */
type State = 'unknown' | 'missing' | 'saving' | 'self-saving' | 'saved'

const pill = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap'

export const DEMO_OFFLINE_DONE = 'The demo now opens offline'

/**
 * On demo pages, beside the connection state: saves the whole demo area for offline use at once
 * (it is saved by itself on the first demo visit, except with data saver on), and says when it is.
 * While the demo is not saved it is a labelled button (`data-chip`: on phones it takes the status
 * row under the bar); while it saves by itself and once saved, phones keep it for screen readers.
 */
export function DemoOfflineButton() {
  const onDemoPage = useRouterState({ select: (s) => isDemoRoute(s.matches.map((m) => m.routeId)) })
  const [state, setState] = useState<State>('unknown')
  const checked = useRef(false)
  useEffect(() => {
    if (!onDemoPage || checked.current || !('serviceWorker' in navigator)) return
    checked.current = true
    // The first demo visit saves the demo by itself (lib/pwa/optional-caching.ts); this shows it.
    offlineStatus('demo')
      .then((s) => {
        if (s.cached === s.total) return setState('saved')
        if (savingData()) return setState('missing')
        setState('self-saving')
        return makeAvailableOffline('demo').then(() => setState('saved'))
      })
      .catch(() => setState('missing'))
  }, [onDemoPage])
  if (!onDemoPage || state === 'unknown') return null
  if (state === 'saved') {
    return (
      <span role="status" aria-label="The demo is available offline" className={cn(pill, 'bg-success-soft/50 text-success max-sm:sr-only')}>
        <CloudCheck size={14} aria-hidden />
        <span>Demo available offline</span>
      </span>
    )
  }
  const save = () => {
    setState('saving')
    makeAvailableOffline('demo').then(
      () => {
        setState('saved')
        toast.success(DEMO_OFFLINE_DONE)
      },
      (error: unknown) => {
        setState('missing')
        toast.error(error instanceof Error ? error.message : 'The demo could not be saved for offline use.')
      },
    )
  }
  const saving = state === 'saving' || state === 'self-saving'
  // Saving by itself, a phone keeps it for screen readers: the page below does not move.
  const quiet = state === 'self-saving'
  return (
    <button
      type="button"
      {...(quiet ? {} : { 'data-chip': '' })}
      onClick={save}
      disabled={saving}
      className={cn(pill, 'bg-primary-soft text-primary-soft-foreground ring-1 ring-primary/40 hover:bg-primary-soft/70 disabled:opacity-80', quiet && 'max-sm:sr-only')}
    >
      <CloudDownload size={14} aria-hidden className={saving ? 'animate-pulse' : undefined} />
      <span>{saving ? 'Saving the demo for offline use…' : 'Make the demo available offline'}</span>
    </button>
  )
}
