import { createFileRoute } from '@tanstack/react-router'
import { ActionCardsPage } from '@/features/showcase-cards/action-cards-page'

export const Route = createFileRoute('/_app/cards/action')({
  component: ActionCardsPage,
})
