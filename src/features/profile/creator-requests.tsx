import { FollowersScraperBodySchema } from '@server/routes/followers/followers.schemas'
import { useForm } from 'react-hook-form'
import { Badge } from '@/components/ui/badge'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { checkResolver, FormError, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { whyNot } from '@/lib/portal/account-state'
import type { UserData } from '@/lib/session/session'
import type { PendingMark } from '@/lib/sync/overlay'
import { applyToBrand, requestFollowerVerification } from './actions'

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

// The link is checked as the form always has, then with the server's own schema (the networks it
// knows), before anything is queued.
const linkResolver = checkResolver((v: { profileUrl: string }) => {
  const url = v.profileUrl.trim()
  if (!/^https:\/\/\S+\.\S+/i.test(url)) return { ok: false, field: 'profileUrl', message: 'Enter the https link to your profile (TikTok, Instagram, YouTube…).' }
  const parsed = FollowersScraperBodySchema.safeParse({ profileUrl: url })
  return parsed.success ? { ok: true, value: v } : { ok: false, field: 'profileUrl', message: parsed.error.issues[0]?.message ?? 'This link is not accepted' }
})

/** The profile link already saved in Profile, TikTok's first: asking for verification should not mean typing it again. */
function savedProfileLink(user: UserData): string {
  const links = user.socialLinks && typeof user.socialLinks === 'object' ? (user.socialLinks as Record<string, unknown>) : {}
  const saved = ['tiktok', 'instagram', 'youtube'].map((n) => links[n]).find((v) => typeof v === 'string' && v.trim() !== '')
  return typeof saved === 'string' ? saved : ''
}

function VerificationForm({ user }: { user: UserData }) {
  const form = useForm({ resolver: linkResolver, defaultValues: { profileUrl: savedProfileLink(user) } })
  const onSubmit = form.handleSubmit(async ({ profileUrl }) => {
    const result = await requestFollowerVerification(profileUrl)
    if (result.ok) form.reset({ profileUrl: '' })
    else form.setError('profileUrl', { type: 'server', message: result.message })
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <TextField form={form} name="profileUrl" id="profile-link" label="Profile link" alert className="flex-1" type="url" inputMode="url" placeholder="https://www.tiktok.com/@you" />
      <SubmitButton control={form.control}>Request verification</SubmitButton>
    </form>
  )
}

function BrandForm({ user }: { user: UserData }) {
  const form = useForm()
  const blocked = whyNot(user, 'apply_brand')
  const onSubmit = form.handleSubmit(async () => {
    const result = await applyToBrand()
    if (!result.ok) showProblem(form, { message: result.message })
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-4 grid justify-items-start gap-2" noValidate>
      <SubmitButton control={form.control} disabled={Boolean(blocked)} aria-describedby={blocked ? 'brand-apply-reason' : undefined}>
        Apply to become a brand
      </SubmitButton>
      {blocked ? (
        <p id="brand-apply-reason" className="text-sm text-warning" data-testid="brand-apply-reason">
          {blocked}
        </p>
      ) : null}
      <FormError control={form.control} />
    </form>
  )
}

/** A creator's two requests: follower verification and becoming a brand. Both work offline. */
export function CreatorRequests({ user, pendingVerification, pendingBrand }: { user: UserData; pendingVerification?: PendingMark; pendingBrand?: PendingMark }) {
  const verification = String(user.followerVerification ?? 'none')
  const brand = String(user.brand_applied ?? 'none')

  return (
    <>
      <Card id="verification" aria-labelledby="verification-title" className="scroll-mt-24">
        <CardTitle id="verification-title">Follower verification</CardTitle>
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
          <VerificationForm user={user} />
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
          <BrandForm user={user} />
        ) : null}
      </Card>
    </>
  )
}
