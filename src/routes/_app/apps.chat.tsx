import { createFileRoute } from '@tanstack/react-router'
import { ChatApp } from '@/features/demo-chat/chat-app'

export const Route = createFileRoute('/_app/apps/chat')({
  component: ChatApp,
})
