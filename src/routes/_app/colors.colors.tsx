import { createFileRoute } from '@tanstack/react-router'
import { ColorsPage } from '@/features/showcase/colors-page'

export const Route = createFileRoute('/_app/colors/colors')({
  component: ColorsPage,
})
