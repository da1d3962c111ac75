import { createFileRoute } from '@tanstack/react-router'
import { BasicCardsPage } from '@/features/showcase-cards/basic-cards-page'

export const Route = createFileRoute('/_app/cards/basic')({
  component: BasicCardsPage,
})
