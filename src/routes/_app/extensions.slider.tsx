import { createFileRoute } from '@tanstack/react-router'
import { SliderPage } from '@/features/showcase-extensions/slider-page'

export const Route = createFileRoute('/_app/extensions/slider')({
  component: SliderPage,
})
