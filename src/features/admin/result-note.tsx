import { useEffect } from 'react'
import { Alert } from '@/components/ui/alert'
import type { RefusedChange } from './hooks'

/** What happened to the admin's last action: queued (with a word about offline) or why not. */
export function ResultNote({ result, onDismiss }: { result: { ok: boolean; message?: string } | null; onDismiss?: () => void }) {
  // A success note has done its job once read; the row's own "Waiting to be sent" badge stays.
  useEffect(() => {
    if (!result?.ok || !onDismiss) return
    const timer = setTimeout(onDismiss, 6_000)
    return () => clearTimeout(timer)
  }, [result, onDismiss])
  if (!result) return null
  if (result.ok) {
    return (
      <Alert role="status" tone="success" onDismiss={onDismiss}>
        {navigator.onLine ? 'Saved. The change is on its way to the server.' : 'Saved on this device. It will be sent when you are back online.'}
      </Alert>
    )
  }
  return (
    <Alert role="alert" tone="danger" onDismiss={onDismiss}>
      {result.message}
    </Alert>
  )
}

/** Changes the server refused about one subject (they are also in the navbar's "needs attention"). */
export function RefusedNotes({ refused }: { refused: RefusedChange[] }) {
  if (refused.length === 0) return null
  return (
    <ul className="grid grid-cols-1 gap-2">
      {refused.map((r) => (
        <li key={r.seq}>
          <Alert tone="danger">
            <span>
              <strong>{r.label}</strong> was refused: {r.message}
            </span>
          </Alert>
        </li>
      ))}
    </ul>
  )
}
