import { createFileRoute } from '@tanstack/react-router'
import { SwiperPage } from '@/features/showcase-extensions/swiper-page'

export const Route = createFileRoute('/_app/extensions/swiper')({
  component: SwiperPage,
})
