import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Code, Heading2, Heading3, Italic, List, ListOrdered, Quote, Redo, Strikethrough, Underline, Undo } from 'lucide-react'
import { richTextClass } from './rich-text'
import { Toggle } from './toggle'
import { cn } from '@/lib/cn'

const MARKS = [
  ['bold', 'Bold', Bold],
  ['italic', 'Italic', Italic],
  ['underline', 'Underline', Underline],
  ['strike', 'Strikethrough', Strikethrough],
  ['code', 'Inline code', Code],
] as const

/** A rich-text editor (Tiptap) with a toolbar; `onChange` receives HTML. */
export function RichTextEditor({ initial, label, onChange, className }: { initial: string; label: string; onChange?: (html: string) => void; className?: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initial,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'min-h-48 px-4 py-3 focus:outline-none' } },
    onUpdate: ({ editor: e }) => onChange?.(e.getHTML()),
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'), code: e.isActive('code'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }), bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'), quote: e.isActive('blockquote'),
      canUndo: e.can().undo(), canRedo: e.can().redo(), chars: e.getText().length,
    }),
  })
  const chain = () => editor.chain().focus()
  return (
    <div className={cn('overflow-hidden rounded-lg border border-input bg-card', className)}>
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 border-b border-border bg-muted p-1">
        {MARKS.map(([mark, name, Icon]) => (
          <Toggle key={mark} size="sm" aria-label={name} pressed={state[mark]} onPressedChange={() => chain().toggleMark(mark).run()}>
            <Icon size={16} aria-hidden />
          </Toggle>
        ))}
        <Toggle size="sm" aria-label="Heading 2" pressed={state.h2} onPressedChange={() => chain().toggleHeading({ level: 2 }).run()}><Heading2 size={16} aria-hidden /></Toggle>
        <Toggle size="sm" aria-label="Heading 3" pressed={state.h3} onPressedChange={() => chain().toggleHeading({ level: 3 }).run()}><Heading3 size={16} aria-hidden /></Toggle>
        <Toggle size="sm" aria-label="Bulleted list" pressed={state.bullet} onPressedChange={() => chain().toggleBulletList().run()}><List size={16} aria-hidden /></Toggle>
        <Toggle size="sm" aria-label="Numbered list" pressed={state.ordered} onPressedChange={() => chain().toggleOrderedList().run()}><ListOrdered size={16} aria-hidden /></Toggle>
        <Toggle size="sm" aria-label="Quote" pressed={state.quote} onPressedChange={() => chain().toggleBlockquote().run()}><Quote size={16} aria-hidden /></Toggle>
        <button type="button" aria-label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()} className="ml-auto inline-flex h-8 w-8 items-center justify-center rounded-lg hover:bg-accent disabled:opacity-40"><Undo size={16} aria-hidden /></button>
        <button type="button" aria-label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()} className="inline-flex h-8 w-8 items-center justify-center rounded-lg hover:bg-accent disabled:opacity-40"><Redo size={16} aria-hidden /></button>
      </div>
      <EditorContent editor={editor} className={cn(richTextClass, 'has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-brand-600')} />
      <p className="border-t border-border px-4 py-1.5 text-right text-xs text-muted-foreground">{state.chars} characters</p>
    </div>
  )
}
