import { createFileRoute } from '@tanstack/react-router'
import { RadioPage } from '@/features/showcase-forms/radio-page'

export const Route = createFileRoute('/_app/forms/elements/radio')({
  component: RadioPage,
})
