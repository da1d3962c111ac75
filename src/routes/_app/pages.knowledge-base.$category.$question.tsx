import { createFileRoute } from '@tanstack/react-router'
import { KbQuestionPage } from '@/features/demo-pages/kb-question-page'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/$question')({
  component: KbQuestion,
})

function KbQuestion() {
  const { category, question } = Route.useParams()
  return <KbQuestionPage category={category} question={question} />
}
