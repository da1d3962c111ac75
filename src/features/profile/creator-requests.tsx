import { useState, type FormEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { UserData } from '@/lib/session/session'
import type { PendingMark } from '@/lib/sync/overlay'
import { applyToBrand, requestFollowerVerification, type ActionResult } from './actions'

const VERIFICATION_TEXT: Record<string, string> = {
  none: 'Not verified yet',
  pending: 'Verification requested',
  verified: 'Followers verified',
  rejected: 'Verification declined; you can ask again',
}
const BRAND_TEXT: Record<string, string> = {
  none: 'Not applied',
  pending: 'Application sent; an admin will decide',
  approved: 'Approved',
  rejected: 'Not approved; you can apply again',
}

function PendingBadge({ pending }: { pending?: PendingMark }) {
  if (!pending) return null
  return <Badge variant="warning">{pending.status === 'paused' ? 'Waiting for sign-in' : 'Waiting to be sent'}</Badge>
}

function useAction() {
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<ActionResult>) => {
    setBusy(true)
    const result = await action()
    setBusy(false)
    setMessage(result.ok ? null : result.message)
    return result.ok
  }
  return { message, busy, run }
}

/** A creator's two requests: follower verification and becoming a brand. Both work offline. */
export function CreatorRequests({ user, pendingVerification, pendingBrand }: { user: UserData; pendingVerification?: PendingMark; pendingBrand?: PendingMark }) {
  const verification = String(user.followerVerification ?? 'none')
  const brand = String(user.brand_applied ?? 'none')
  const verify = useAction()
  const apply = useAction()
  const [link, setLink] = useState('')

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (await verify.run(() => requestFollowerVerification(link))) setLink('')
  }

  return (
    <>
      <Card>
        <CardTitle>Follower verification</CardTitle>
        <CardDescription>Verified creators can hold slots on sounds. Give the link to your profile and an admin checks your followers.</CardDescription>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="verification-status">
          <span>{VERIFICATION_TEXT[verification] ?? verification}</span>
          <PendingBadge pending={pendingVerification} />
        </p>
        {verification === 'verified' && typeof user.followers === 'number' ? (
          <p className="mt-2 text-2xl font-semibold text-foreground tabular-nums" data-testid="follower-count">
            {user.followers.toLocaleString('en')} {user.followers === 1 ? 'follower' : 'followers'}
          </p>
        ) : null}
        {/* Nothing to ask once verified; asked and waiting, the admin decides. */}
        {verification !== 'pending' && verification !== 'verified' ? (
          <form onSubmit={(e) => void onVerify(e)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
            <Field label="Profile link" htmlFor="profile-link" error={verify.message ?? undefined} className="flex-1">
              <Input id="profile-link" type="url" inputMode="url" placeholder="https://www.tiktok.com/@you" value={link} onChange={(e) => setLink(e.target.value)} aria-invalid={verify.message ? true : undefined} />
            </Field>
            <Button type="submit" disabled={verify.busy}>Request verification</Button>
          </form>
        ) : null}
      </Card>
      <Card>
        <CardTitle>Become a brand</CardTitle>
        <CardDescription>Brands ask creators for advert videos. Apply and an admin decides.</CardDescription>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="brand-status">
          <span>{BRAND_TEXT[brand] ?? brand}</span>
          <PendingBadge pending={pendingBrand} />
        </p>
        {brand === 'none' || brand === 'rejected' ? (
          <div className="mt-4">
            <Button onClick={() => void apply.run(applyToBrand)} disabled={apply.busy}>Apply to become a brand</Button>
            {apply.message ? <p role="alert" className="mt-2 text-sm text-destructive">{apply.message}</p> : null}
          </div>
        ) : null}
      </Card>
    </>
  )
}
