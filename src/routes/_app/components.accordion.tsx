import { createFileRoute } from '@tanstack/react-router'
import { AccordionPage } from '@/features/showcase/accordion-page'

export const Route = createFileRoute('/_app/components/accordion')({
  component: AccordionPage,
})
