import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime } from '@/lib/portal/format'
import { decideVerification, type ActionResult } from './actions'
import { PendingBadge, StatusBadge } from './badges'
import { usePulled, useRefusedChanges, useVerifications, type VerificationView } from './hooks'
import { ADMIN_KIND } from './kinds'
import { RefusedNotes, ResultNote } from './result-note'

function VerificationItem({ v, onResult }: { v: VerificationView; onResult: (r: ActionResult) => void }) {
  const [followers, setFollowers] = useState(v.followers === null ? '' : String(v.followers))
  const id = `followers-${v.id}`
  return (
    <li className="grid grid-cols-1 gap-3 rounded-lg p-4 ring-1 ring-border" data-testid={`verification-${v.user.email}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-foreground">{v.user.fullName}</p>
          <p className="truncate text-sm text-muted-foreground">{v.user.email}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <StatusBadge status={v.status} />
          <PendingBadge mark={v._pending} />
        </div>
      </div>
      <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
        <dt className="text-muted-foreground">Profile</dt>
        <dd className="min-w-0">
          <a href={v.profileUrl} target="_blank" rel="noreferrer noopener" className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-2 hover:underline">
            <span className="truncate">{v.profileUrl}</span>
            <ExternalLink size={14} aria-hidden className="shrink-0" />
          </a>
        </dd>
        <dt className="text-muted-foreground">Platform</dt>
        <dd>{v.platform}</dd>
        <dt className="text-muted-foreground">Checked by</dt>
        <dd>{v.checker}</dd>
        <dt className="text-muted-foreground">Requested</dt>
        <dd>{formatDateTime(v.createdAt)}</dd>
        {v.decidedAt ? (
          <>
            <dt className="text-muted-foreground">Decided</dt>
            <dd>{formatDateTime(v.decidedAt)}</dd>
          </>
        ) : null}
      </dl>
      {v.status === 'pending' ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid w-44 gap-1.5">
            <Label htmlFor={id}>Followers</Label>
            <Input id={id} inputMode="numeric" value={followers} onChange={(e) => setFollowers(e.target.value)} placeholder="e.g. 12500" />
          </div>
          <Button variant="success" aria-label={`Confirm followers of ${v.user.email}`} onClick={async () => onResult(await decideVerification(v, 'verified', followers))}>
            Confirm
          </Button>
          <Button variant="secondary" aria-label={`Reject verification of ${v.user.email}`} onClick={async () => onResult(await decideVerification(v, 'rejected', followers))}>
            Reject
          </Button>
        </div>
      ) : (
        <p className="text-sm text-soft-foreground">Followers: {v.followers === null ? '—' : v.followers.toLocaleString('en')}</p>
      )}
    </li>
  )
}

/** /Manage/adminverificationsusers: creators' follower counts to confirm or reject. */
export function VerificationScreen() {
  const all = useVerifications()
  const pulled = usePulled('admin.verifications')
  const refused = useRefusedChanges().filter((r) => r.kind === ADMIN_KIND.confirmVerification)
  const [status, setStatus] = useState('pending')
  const [result, setResult] = useState<ActionResult | null>(null)
  const shown = all?.filter((v) => !status || v.status === status)
  return (
    <>
      <PageHeader title="Verification (Tiktokers)" description="Creators asked for their follower counts to be verified. Check the profile, then confirm the count or reject." />
      <Card className="grid grid-cols-1 gap-4 p-4 sm:p-6">
        <div className="grid w-full max-w-xs gap-1.5">
          <Label htmlFor="verification-status">Show</Label>
          <NativeSelect id="verification-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="pending">Waiting for a decision</option>
            <option value="verified">Verified</option>
            <option value="rejected">Rejected</option>
            <option value="">All</option>
          </NativeSelect>
        </div>
        <ResultNote result={result} onDismiss={() => setResult(null)} />
        <RefusedNotes refused={refused} />
        {shown === undefined ? (
          <Skeleton className="h-40" />
        ) : shown.length === 0 ? (
          <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
            {!pulled && all?.length === 0 ? 'The verification requests have not been downloaded to this device yet. Connect to load them.' : status === 'pending' ? 'No verification is waiting for a decision.' : 'Nothing to show.'}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Verification requests">
            {shown.map((v) => (
              <VerificationItem key={v.id} v={v} onResult={setResult} />
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
