import { createFileRoute } from '@tanstack/react-router'
import { WizardPage } from '@/features/showcase-forms/wizard-page'

export const Route = createFileRoute('/_app/forms/wizard')({
  component: WizardPage,
})
