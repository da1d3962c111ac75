import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { decideBrandApplication, type ActionResult } from './actions'
import { PendingBadge, StatusBadge } from './badges'
import { ADMIN_KIND } from './kinds'
import type { RefusedChange, UserView } from './hooks'
import { RefusedNotes, ResultNote } from './result-note'

/** Creators who applied to become brands: approve (the account becomes a brand) or reject. */
export function BrandApplications({ users, refused }: { users: UserView[] | undefined; refused: RefusedChange[] }) {
  const [result, setResult] = useState<ActionResult | null>(null)
  if (users === undefined) return <Skeleton className="h-32" />
  // Pending ones, and those just decided here whose decision is still on its way.
  const list = users.filter((u) => u.brand_applied === 'pending' || (u._pending && (u.brand_applied === 'approved' || u.brand_applied === 'rejected')))
  return (
    <div className="grid grid-cols-1 gap-4">
      <ResultNote result={result} onDismiss={() => setResult(null)} />
      <RefusedNotes refused={refused.filter((r) => r.kind === ADMIN_KIND.decideBrand)} />
      {list.length === 0 ? (
        <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">No brand application is waiting for a decision.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-border">
              <div className="min-w-0">
                <p className="truncate font-medium text-foreground">{u.fullName}</p>
                <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <StatusBadge status={String(u.brand_applied)} />
                  <PendingBadge mark={u._pending} />
                </div>
              </div>
              {u.brand_applied === 'pending' ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="success" aria-label={`Approve brand application of ${u.email}`} onClick={async () => setResult(await decideBrandApplication({ id: u.id, label: u.email }, 'approved'))}>
                    Approve
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={`Reject brand application of ${u.email}`} onClick={async () => setResult(await decideBrandApplication({ id: u.id, label: u.email }, 'rejected'))}>
                    Reject
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
