import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/shell/home-screen'

export const Route = createFileRoute('/_app/Home')({
  component: HomeScreen,
})
