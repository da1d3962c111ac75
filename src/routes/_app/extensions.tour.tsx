import { createFileRoute } from '@tanstack/react-router'
import { TourPage } from '@/features/showcase-extensions/tour-page'

export const Route = createFileRoute('/_app/extensions/tour')({
  component: TourPage,
})
