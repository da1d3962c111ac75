import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/portal/format'
import { discardWalletEntry, retryWalletEntry } from './actions'
import type { WalletEntry } from './hooks'

/** Refused fundings or withdrawals of one kind, with the server's message, to retry or dismiss. */
export function RefusedEntries({ entries, currency }: { entries: WalletEntry[]; currency: string }) {
  const refused = entries.filter((e) => e.status === 'rejected')
  if (refused.length === 0) return null
  return (
    <div className="mt-4 grid gap-2">
      {refused.map((e) => (
        <Alert key={e.seq} tone="danger" role="alert" data-testid="wallet-refused">
          <div className="grid gap-1">
            <AlertTitle>
              {e.label} of {formatMoney(e.amount, currency)} was refused
            </AlertTitle>
            <AlertDescription>
              <p>{e.message ?? 'The server refused it.'}</p>
              <div className="mt-2 flex gap-2">
                {e.kind === 'fund' ? (
                  <Button size="xs" variant="secondary" onClick={() => void retryWalletEntry(e.seq)}>
                    Try again
                  </Button>
                ) : null}
                <Button size="xs" variant="secondary" onClick={() => void discardWalletEntry(e.seq)}>
                  Dismiss
                </Button>
              </div>
            </AlertDescription>
          </div>
        </Alert>
      ))}
    </div>
  )
}
