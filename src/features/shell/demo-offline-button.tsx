import { useRouterState } from '@tanstack/react-router'
import { CloudCheck, CloudDownload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { isDemoRoute, makeAvailableOffline, offlineStatus, savingData } from '@/lib/pwa/offline-groups'
import { toast } from '@/lib/notify'

type State = 'unknown' | 'missing' | 'saving' | 'saved'

const buttonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-brand-700 disabled:opacity-60'

/**
 * On demo pages: saves the whole demo area for offline use at once (it is saved by itself on
 * the first demo visit, except with data saver on), and says when it is.
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
        setState('saving')
        return makeAvailableOffline('demo').then(() => setState('saved'))
      })
      .catch(() => setState('missing'))
  }, [onDemoPage])
  if (!onDemoPage || state === 'unknown') return null
  if (state === 'saved') {
    return (
      <span role="status" className={buttonClass} title="The demo is available offline" aria-label="The demo is available offline">
        <CloudCheck size={18} aria-hidden />
      </span>
    )
  }
  const save = () => {
    setState('saving')
    makeAvailableOffline('demo').then(
      () => setState('saved'),
      (error: unknown) => {
        setState('missing')
        toast.error(error instanceof Error ? error.message : 'The demo could not be saved for offline use.')
      },
    )
  }
  return (
    <button type="button" className={buttonClass} onClick={save} disabled={state === 'saving'} title="Make the demo available offline" aria-label="Make the demo available offline">
      <CloudDownload size={18} aria-hidden className={state === 'saving' ? 'animate-pulse' : undefined} />
    </button>
  )
}
