import { SOCIAL_NETWORKS, type SocialNetwork } from '@server/routes/auth/profile.schemas'
import { useState, type FormEvent } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { UserData } from '@/lib/session/session'
import type { PendingMark } from '@/lib/sync/overlay'
import { useOnline } from '@/lib/use-online'
import { saveProfile } from './actions'

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]
const PLACEHOLDER: Record<SocialNetwork, string> = {
  tiktok: 'https://www.tiktok.com/@you',
  instagram: 'https://www.instagram.com/you',
  youtube: 'https://www.youtube.com/@you',
  x: 'https://x.com/you',
}

const linksOf = (user: UserData) => (user.socialLinks && typeof user.socialLinks === 'object' ? (user.socialLinks as Record<string, string>) : {})

/**
 * Name, social links and photo. Saved like every other change: queued on this device and sent now
 * or when the connection returns. A photo is an upload, which the server allows approved accounts.
 */
export function ProfileForm({ user, pending }: { user: UserData; pending?: PendingMark }) {
  const online = useOnline()
  const [name, setName] = useState(typeof user.fullName === 'string' ? user.fullName : '')
  const [links, setLinks] = useState<Record<string, string>>(() => Object.fromEntries(NETWORKS.map((n) => [n, linksOf(user)[n] ?? ''])))
  const [photo, setPhoto] = useState<File | 'remove' | undefined>()
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const approved = user.approvalStatus === 'approved' || user.role === 'admin'
  const avatarUrl = typeof user.avatarUrl === 'string' ? user.avatarUrl : null
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const result = await saveProfile({ fullName: name, socialLinks: links, avatar: photo })
    setBusy(false)
    if (!result.ok) {
      setSaved(null)
      return setError({ message: result.message, field: result.field })
    }
    setError(null)
    setPhoto(undefined)
    setSaved(online ? 'Saved. Your profile is being updated.' : 'Saved on this device; it is sent when you are back online.')
  }

  return (
    <Card aria-labelledby="profile-edit-title">
      <CardTitle id="profile-edit-title">Edit profile</CardTitle>
      <CardDescription>Your name, your social profiles and your photo. Works offline too.</CardDescription>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" noValidate aria-label="Edit profile">
        <div className="flex items-center gap-3">
          <Avatar name={name || '?'} src={avatarUrl ?? undefined} size="lg" />
          {typeof user.avatarWaiting === 'string' || pending ? <Badge variant="warning">{pending?.status === 'paused' ? 'Waiting for sign-in' : 'Waiting to be sent'}</Badge> : null}
        </div>
        <Field label="Name" htmlFor="profile-name" error={fieldError('fullName')}>
          <Input id="profile-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={fieldError('fullName') ? true : undefined} aria-describedby={describedBy('profile-name', { error: fieldError('fullName') })} />
        </Field>
        {NETWORKS.map((n) => (
          <Field key={n} label={`${SOCIAL_NETWORKS[n].label} link`} htmlFor={`profile-${n}`} error={fieldError(n)}>
            <Input
              id={`profile-${n}`}
              type="url"
              inputMode="url"
              placeholder={PLACEHOLDER[n]}
              value={links[n] ?? ''}
              onChange={(e) => setLinks({ ...links, [n]: e.target.value })}
              aria-invalid={fieldError(n) ? true : undefined}
              aria-describedby={describedBy(`profile-${n}`, { error: fieldError(n) })}
            />
          </Field>
        ))}
        <Field label="Photo" htmlFor="profile-photo" hint={approved ? 'png, jpeg or webp, up to 5 MB.' : 'You can add a photo once your account is approved.'} error={fieldError('avatar')}>
          <Input
            id="profile-photo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={!approved}
            onChange={(e) => setPhoto(e.target.files?.[0] ?? undefined)}
            aria-invalid={fieldError('avatar') ? true : undefined}
            aria-describedby={describedBy('profile-photo', { hint: true, error: fieldError('avatar') })}
          />
        </Field>
        {avatarUrl ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={photo === 'remove'} onChange={(e) => setPhoto(e.target.checked ? 'remove' : undefined)} />
            Remove my photo
          </label>
        ) : null}
        {error && !error.field ? <p role="alert" className="text-sm text-red-700 dark:text-red-400">{error.message}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>Save profile</Button>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300" data-testid="profile-saved">{saved}</p>
        </div>
      </form>
    </Card>
  )
}
