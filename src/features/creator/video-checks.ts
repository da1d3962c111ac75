// The checks of the video form on a held sound, with the server's own schemas and in the words the
// creator has always seen. The schemas (and the validation library under them) load when the creator
// first submits, not before the screen's first card shows.

const approvalSchemas = () => import('@server/routes/approvals/approvals.schemas')
const soundSchemas = () => import('@server/routes/sounds/sounds.schemas')

const firstIssue = (error: { issues: ReadonlyArray<{ message: string }> }) => error.issues[0]?.message ?? 'This value is not accepted'

/** What the server would say against this one video link, or null when it takes it. */
export async function videoLinkProblem(text: string): Promise<string | null> {
  const { UseSoundBodySchema } = await approvalSchemas()
  const parsed = UseSoundBodySchema.shape.video_url.safeParse(text.trim())
  return parsed.success ? null : firstIssue(parsed.error)
}

/** What the server would say against these links (spaces or lines between them) for a slot with `room` left. */
export async function influencerLinksProblem(soundId: string, text: string, room: number): Promise<string | null> {
  const links = text.split(/\s+/).filter(Boolean)
  if (!links.length) return 'Give at least one link.'
  if (links.length > room) return `This slot takes ${room} more ${room === 1 ? 'video' : 'videos'}; you gave ${links.length}.`
  const { SubmitLinksBodySchema } = await soundSchemas()
  const parsed = SubmitLinksBodySchema.safeParse({ soundid: soundId, links })
  return parsed.success ? null : firstIssue(parsed.error)
}
