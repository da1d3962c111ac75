import { SOCIAL_NETWORKS, type SocialNetwork } from '@server/routes/auth/profile.schemas'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { lazySchemaResolver, SubmitButton, TextField } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { PendingMark } from '@/lib/sync/overlay'
import { useOnline } from '@/lib/use-online'
import { saveProfile } from './actions'
import type { ProfileUser } from './hooks'

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]
const PLACEHOLDER: Record<SocialNetwork, string> = {
  tiktok: 'https://www.tiktok.com/@you',
  instagram: 'https://www.instagram.com/you',
  youtube: 'https://www.youtube.com/@you',
  x: 'https://x.com/you',
}

type Values = { fullName: string; socialLinks: Record<string, string>; avatar?: string }
// The server's schema names a bad link by its field (`socialLinks.instagram`), as the form does.
const resolver = lazySchemaResolver(async () => (await import('@server/routes/auth/profile.schemas')).UpdateProfileBodySchema, {
  prepare: (v: Values) => ({ fullName: v.fullName, socialLinks: v.socialLinks }),
})

const linksOf = (user: ProfileUser) => (user.socialLinks && typeof user.socialLinks === 'object' ? user.socialLinks : {})

/**
 * Name, social links and photo. Saved like every other change: queued on this device and sent now
 * or when the connection returns. A photo is an upload, which the server allows approved accounts.
 */
export function ProfileForm({ user, pending }: { user: ProfileUser; pending?: PendingMark }) {
  const online = useOnline()
  const form = useForm({
    resolver,
    defaultValues: { fullName: typeof user.fullName === 'string' ? user.fullName : '', socialLinks: Object.fromEntries(NETWORKS.map((n) => [n, linksOf(user)[n] ?? ''])) } as Values,
  })
  const name = useWatch({ control: form.control, name: 'fullName' })
  const { errors } = form.formState
  const [photo, setPhoto] = useState<File | 'remove' | undefined>()
  const [saved, setSaved] = useState<string | null>(null)
  const approved = user.approvalStatus === 'approved' || user.role === 'admin'
  const avatarUrl = typeof user.avatarUrl === 'string' ? user.avatarUrl : null
  const photoError = errors.avatar?.message

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveProfile({ fullName: values.fullName ?? '', socialLinks: (values.socialLinks ?? {}) as Record<string, string>, avatar: photo })
    if (!result.ok) {
      setSaved(null)
      const field = result.field === 'fullName' || result.field === 'avatar' ? result.field : NETWORKS.includes(result.field as SocialNetwork) ? `socialLinks.${result.field}` : 'root'
      return form.setError(field as 'root', { type: 'refused', message: result.message })
    }
    setPhoto(undefined)
    setSaved(online ? 'Saved. Your profile is being updated.' : 'Saved on this device; it is sent when you are back online.')
  }, () => setSaved(null))

  return (
    <Card aria-labelledby="profile-edit-title">
      <CardTitle id="profile-edit-title">Edit profile</CardTitle>
      <CardDescription>Your name, your social profiles and your photo. Works offline too.</CardDescription>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" noValidate aria-label="Edit profile">
        <div className="flex items-center gap-3">
          <Avatar name={name || '?'} src={avatarUrl ?? undefined} size="lg" />
          {typeof user.avatarWaiting === 'string' || pending ? <Badge variant="warning">{pending?.status === 'paused' ? 'Waiting for sign-in' : 'Waiting to be sent'}</Badge> : null}
        </div>
        <TextField form={form} name="fullName" id="profile-name" label="Name" autoComplete="name" alert />
        {NETWORKS.map((n) => (
          <TextField key={n} form={form} name={`socialLinks.${n}`} id={`profile-${n}`} label={`${SOCIAL_NETWORKS[n].label} link`} alert type="url" inputMode="url" placeholder={PLACEHOLDER[n]} />
        ))}
        <Field label="Photo" htmlFor="profile-photo" hint={approved ? 'png, jpeg or webp, up to 5 MB.' : 'You can add a photo once your account is approved.'} error={photoError}>
          <Input
            id="profile-photo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={!approved}
            onChange={(e) => setPhoto(e.target.files?.[0] ?? undefined)}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={describedBy('profile-photo', { hint: true, error: photoError })}
          />
        </Field>
        {avatarUrl ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={photo === 'remove'} onChange={(e) => setPhoto(e.target.checked ? 'remove' : undefined)} />
            Remove my photo
          </label>
        ) : null}
        {errors.root?.message ? <p role="alert" className="text-sm text-destructive">{errors.root.message}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton control={form.control}>Save profile</SubmitButton>
          <p role="status" className="text-sm text-soft-foreground" data-testid="profile-saved">{saved}</p>
        </div>
      </form>
    </Card>
  )
}
