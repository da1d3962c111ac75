import { createFileRoute } from '@tanstack/react-router'
import { CheckboxPage } from '@/features/showcase-forms/checkbox-page'

export const Route = createFileRoute('/_app/forms/elements/checkbox')({
  component: CheckboxPage,
})
