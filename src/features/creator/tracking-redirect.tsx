import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { recordClick, type ClickResult } from './tracking'

/**
 * The public page a tracking link opens: counts the click, then sends the visitor where the server
 * says. When the click cannot be recorded (offline, a sound that stopped paying for clicks) it says
 * so and offers to try again, rather than leaving a blank page.
 */
export function TrackingRedirect({ soundId, creatorId }: { soundId: string; creatorId: string }) {
  const [result, setResult] = useState<ClickResult | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let cancelled = false
    void recordClick(soundId, creatorId).then((r) => {
      if (cancelled) return
      setResult(r)
      if (r.ok && r.destination) location.replace(r.destination)
    })
    return () => {
      cancelled = true
    }
  }, [soundId, creatorId, attempt])
  const title = !result || (result.ok && result.destination) ? 'Opening the sound…' : result.ok ? 'Thanks for visiting' : 'This link could not be opened'
  return (
    <main className="grid min-h-screen place-items-center bg-background p-6 text-center">
      <div className="max-w-md" role="status">
        <h1 className="text-xl font-semibold text-foreground">{title}</h1>
        {result?.ok && result.destination ? (
          <p className="mt-2 text-muted-foreground">
            If nothing happens, <a href={result.destination} className="font-medium text-primary underline">open it here</a>.
          </p>
        ) : result?.ok ? (
          <p className="mt-2 text-muted-foreground">This sound has no video to open. Your visit was counted.</p>
        ) : result ? (
          <>
            <p className="mt-2 text-muted-foreground">{result.message}</p>
            <Button
              className="mt-4"
              onClick={() => {
                setResult(null)
                setAttempt((n) => n + 1)
              }}
            >
              Try again
            </Button>
          </>
        ) : null}
      </div>
    </main>
  )
}
