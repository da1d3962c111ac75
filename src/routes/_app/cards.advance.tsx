import { createFileRoute } from '@tanstack/react-router'
import { AdvanceCardsPage } from '@/features/showcase-cards/advance-cards-page'

export const Route = createFileRoute('/_app/cards/advance')({
  component: AdvanceCardsPage,
})
