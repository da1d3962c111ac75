import { createFileRoute } from '@tanstack/react-router'
import { FormLayoutPage } from '@/features/showcase-forms/form-layout-page'

export const Route = createFileRoute('/_app/forms/layout/form-layout')({
  component: FormLayoutPage,
})
