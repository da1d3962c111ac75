import { ExternalLink, RefreshCw } from 'lucide-react'
import { AddVideosBodySchema } from '@server/routes/sounds/sounds.schemas'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { AudioPlayer } from '@/components/ui/audio-player'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { checkResolver, SubmitButton, TextAreaField } from '@/components/ui/form'
import { formatDateTime, timeLeft } from '@/lib/portal/format'
import { addVideos, releaseSlots } from './actions'
import { reservedStatus, useReservedSlots, type SoundView } from './hooks'
import { PendingBadge } from './pending-badge'

const linkClass = 'inline-flex items-center gap-1 break-all font-medium text-primary underline-offset-2 hover:underline'

/** One sound's audio, links, reference videos (with adding more) and reserved slots (with release). */
export function SoundDetails({ sound }: { sound: SoundView }) {
  return (
    <div className="mt-4 grid gap-6 border-t border-border pt-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        {sound.audio ? (
          <AudioPlayer src={sound.audio.url} label={`Listen to ${sound.title}`} />
        ) : (
          <p className="text-sm text-muted-foreground">The audio shows once the sound has reached the server.</p>
        )}
        {sound.templateLink ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Template: </span>
            <a href={sound.templateLink} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {sound.templateLink}
              <ExternalLink size={14} aria-hidden />
            </a>
          </p>
        ) : null}
        <ReferenceVideos sound={sound} />
      </div>
      <ReservedSlots sound={sound} />
    </div>
  )
}

// The links (one a line) are checked with the server's own schema before anything is queued; a bad
// one is named by its place.
const videosResolver = checkResolver((v: { links: string }, ctx: { soundId: string }) => {
  const parsed = AddVideosBodySchema.safeParse({ soundid: ctx.soundId, video_links: v.links.split(/\s+/).filter(Boolean) })
  if (parsed.success) return { ok: true, value: v }
  const issue = parsed.error.issues[0]
  const at = issue?.path[1]
  return { ok: false, field: 'links', message: typeof at === 'number' ? `Link ${at + 1} ${issue?.message}` : (issue?.message ?? 'Check the links.') }
})

function ReferenceVideos({ sound }: { sound: SoundView }) {
  const form = useForm({ resolver: videosResolver, context: { soundId: sound.id }, defaultValues: { links: '' } })
  const text = useWatch({ control: form.control, name: 'links' })
  const id = `add-videos-${sound.id}`
  const onSubmit = form.handleSubmit(async ({ links }) => {
    const result = await addVideos(sound.id, sound.title, links)
    if (result.ok) form.reset()
    else form.setError('links', { type: 'server', message: result.message })
  })
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-foreground">
        Reference videos
      </h3>
      {sound.videoLinks.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {sound.videoLinks.map((l) => (
            <li key={l}>
              <a href={l} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {l}
                <ExternalLink size={14} aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-3 flex flex-col gap-2" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextAreaField form={form} name="links" id={id} label="Add more videos" hint="One link a line." alert rows={2} />
        <div>
          <SubmitButton control={form.control} size="sm" variant="secondary" disabled={!text.trim()}>
            Add videos
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}

function ReservedSlots({ sound }: { sound: SoundView }) {
  const { rows, fetchedAt, loading, failure, refresh } = useReservedSlots(sound.id)
  // A release the server refused says why; otherwise, why the list is the one last loaded.
  const [releaseMessage, setReleaseMessage] = useState<string | null>(null)
  const message = releaseMessage ?? reservedStatus(failure)

  const held = (rows ?? []).filter((r) => r.status === 'held' && !r._pending)
  async function release(ids: string[]) {
    const result = await releaseSlots(sound.id, sound.title, ids)
    setReleaseMessage(result.ok ? null : result.message)
  }

  return (
    <section aria-labelledby={`reserved-${sound.id}`} aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`reserved-${sound.id}`} className="font-semibold text-foreground">
          Reserved slots
        </h3>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => (setReleaseMessage(null), refresh())} disabled={loading}>
            <RefreshCw size={14} aria-hidden className={loading ? 'animate-spin' : undefined} /> Refresh
          </Button>
          {held.length > 1 ? (
            <Button size="sm" variant="secondary" onClick={() => void release(held.map((h) => h.id))}>
              Release all held ({held.length})
            </Button>
          ) : null}
        </div>
      </div>
      {message ? (
        <Alert tone="info" role="status" className="mt-2">
          {message}
        </Alert>
      ) : null}
      {rows === undefined || fetchedAt === undefined ? (
        <p className="mt-2 text-sm text-muted-foreground">Loading…</p>
      ) : fetchedAt === null && rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{loading ? 'Loading the reserved slots…' : 'The reserved slots have not been loaded on this device yet; connect to load them.'}</p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No slot is held right now.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border text-sm" data-testid="reserved-slots">
          {rows.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium text-foreground">{h.creatorName ?? 'A creator'}</p>
                <p className="text-xs text-muted-foreground">
                  Held since {formatDateTime(h.createdAt)}
                  {h.status === 'held' ? ` · ${timeLeft(h.expiresAt)} left` : ` · ${h.videos} ${h.videos === 1 ? 'video' : 'videos'} submitted`}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {h._pending ? <PendingBadge pending={h._pending} what="Releasing" /> : <Badge variant={h.status === 'held' ? 'info' : 'secondary'}>{h.status === 'held' ? 'Held' : 'Video submitted'}</Badge>}
                {h.status === 'held' && !h._pending ? (
                  <Button size="sm" variant="secondary" onClick={() => void release([h.id])}>
                    Release<span className="sr-only"> the slot held by {h.creatorName ?? 'a creator'}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {fetchedAt ? <p className="mt-2 text-xs text-muted-foreground">Last loaded {formatDateTime(fetchedAt)}</p> : null}
    </section>
  )
}
