import { createFileRoute } from '@tanstack/react-router'
import { TypographyPage } from '@/features/showcase/typography-page'

export const Route = createFileRoute('/_app/ui-element/typography')({
  component: TypographyPage,
})
