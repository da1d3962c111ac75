import { createFileRoute } from '@tanstack/react-router'
import { TrackingRedirect } from '@/features/creator/tracking-redirect'

// A creator's public tracking link (no sign-in, outside the app layout): counts the click and
// sends the visitor to the sound's template or reference video.
export const Route = createFileRoute('/t/$soundId/$creatorId')({
  component: TrackingPage,
})

function TrackingPage() {
  const { soundId, creatorId } = Route.useParams()
  return <TrackingRedirect soundId={soundId} creatorId={creatorId} />
}
