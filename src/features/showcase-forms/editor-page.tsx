import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { RichTextEditor } from '@/components/ui/rich-text-editor'

const INITIAL = '<h2>Campaign brief</h2><p>Use the <strong>first fifteen seconds</strong> of the track. Keep the hook <em>on the beat</em>.</p><ul><li>Vertical video</li><li>Tag the artist</li></ul>'

export function EditorPage() {
  const [html, setHtml] = useState(INITIAL)
  return (
    <>
      <PageHeader title="Editor" description="A rich-text editor built on Tiptap. Keyboard shortcuts work too (Ctrl+B, Ctrl+I, Ctrl+Z…)." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Editor">
          <RichTextEditor label="Campaign brief" initial={INITIAL} onChange={setHtml} />
        </SectionCard>
        <SectionCard title="HTML output">
          <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-xs whitespace-pre-wrap text-slate-100" data-testid="editor-html">{html}</pre>
        </SectionCard>
      </div>
    </>
  )
}
