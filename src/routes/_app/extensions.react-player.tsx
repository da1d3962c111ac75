import { createFileRoute } from '@tanstack/react-router'
import { MediaPlayerPage } from '@/features/showcase-extensions/media-player-page'

export const Route = createFileRoute('/_app/extensions/react-player')({
  component: MediaPlayerPage,
})
