import { createFileRoute } from '@tanstack/react-router'
import { TextareaPage } from '@/features/showcase-forms/textarea-page'

export const Route = createFileRoute('/_app/forms/elements/textarea')({
  component: TextareaPage,
})
