import { createFileRoute } from '@tanstack/react-router'
import { PickersPage } from '@/features/showcase-forms/pickers-page'

export const Route = createFileRoute('/_app/forms/elements/pickers')({
  component: PickersPage,
})
