import { createFileRoute } from '@tanstack/react-router'
import { RatingsPage } from '@/features/showcase-extensions/ratings-page'

export const Route = createFileRoute('/_app/extensions/ratings')({
  component: RatingsPage,
})
