import { Alert } from '@/components/ui/alert'
import type { RefusedWrite } from './hooks'

/** The writes of a screen the server refused, with its words (retried or discarded under Needs attention). */
export function RefusedAlert({ refused, one, many }: { refused: RefusedWrite[] | undefined; one: string; many: string }) {
  if (!refused?.length) return null
  return (
    <Alert tone="danger" role="alert">
      <div>
        <p className="font-medium">The server refused {refused.length === 1 ? one : many} (see Needs attention to retry or discard):</p>
        <ul className="mt-1 list-disc pl-5">
          {refused.map((r) => (
            <li key={r.seq}>
              {r.label}: {r.message}
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  )
}
