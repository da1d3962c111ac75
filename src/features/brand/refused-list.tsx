import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { dismissRefused } from './actions'
import type { RefusedWrite } from './hooks'

/** Changes the server refused for these requests, with the server's message and a way to dismiss. */
export function RefusedList({ refused }: { refused: RefusedWrite[] }) {
  if (!refused.length) return null
  return (
    <div className="mb-6 grid gap-3" data-testid="refused-writes">
      {refused.map((r) => (
        <Alert key={r.seq} tone="danger" role="alert">
          <div className="flex flex-1 flex-wrap items-start justify-between gap-3">
            <div>
              <AlertTitle>{r.label} was not accepted</AlertTitle>
              <AlertDescription>{r.message}</AlertDescription>
            </div>
            <Button size="sm" variant="secondary" onClick={() => void dismissRefused(r.seq)}>
              Dismiss
            </Button>
          </div>
        </Alert>
      ))}
    </div>
  )
}
