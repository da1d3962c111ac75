import { createFileRoute } from '@tanstack/react-router'
import { SwitchPage } from '@/features/showcase-forms/switch-page'

export const Route = createFileRoute('/_app/forms/elements/switch')({
  component: SwitchPage,
})
