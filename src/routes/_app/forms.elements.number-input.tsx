import { createFileRoute } from '@tanstack/react-router'
import { NumberInputPage } from '@/features/showcase-forms/number-input-page'

export const Route = createFileRoute('/_app/forms/elements/number-input')({
  component: NumberInputPage,
})
