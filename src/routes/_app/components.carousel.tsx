import { createFileRoute } from '@tanstack/react-router'
import { CarouselPage } from '@/features/showcase/carousel-page'

export const Route = createFileRoute('/_app/components/carousel')({
  component: CarouselPage,
})
