import { createFileRoute } from '@tanstack/react-router'
import { FormRepeaterPage } from '@/features/showcase-forms/form-repeater-page'

export const Route = createFileRoute('/_app/forms/form-repeater')({
  component: FormRepeaterPage,
})
