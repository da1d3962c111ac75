import { createFileRoute } from '@tanstack/react-router'
import { SelectPage } from '@/features/showcase-forms/select-page'

export const Route = createFileRoute('/_app/forms/elements/select')({
  component: SelectPage,
})
