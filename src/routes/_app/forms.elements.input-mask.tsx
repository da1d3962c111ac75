import { createFileRoute } from '@tanstack/react-router'
import { InputMaskPage } from '@/features/showcase-forms/input-mask-page'

export const Route = createFileRoute('/_app/forms/elements/input-mask')({
  component: InputMaskPage,
})
