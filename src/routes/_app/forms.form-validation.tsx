import { createFileRoute } from '@tanstack/react-router'
import { FormValidationPage } from '@/features/showcase-forms/form-validation-page'

export const Route = createFileRoute('/_app/forms/form-validation')({
  component: FormValidationPage,
})
