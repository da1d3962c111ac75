import { createFileRoute } from '@tanstack/react-router'
import { FileUploaderPage } from '@/features/showcase-forms/file-uploader-page'

export const Route = createFileRoute('/_app/forms/elements/file-uploader')({
  component: FileUploaderPage,
})
