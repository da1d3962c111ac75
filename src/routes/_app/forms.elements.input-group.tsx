import { createFileRoute } from '@tanstack/react-router'
import { InputGroupPage } from '@/features/showcase-forms/input-group-page'

export const Route = createFileRoute('/_app/forms/elements/input-group')({
  component: InputGroupPage,
})
