import { createFileRoute } from '@tanstack/react-router'
import { InputPage } from '@/features/showcase-forms/input-page'

export const Route = createFileRoute('/_app/forms/elements/input')({
  component: InputPage,
})
