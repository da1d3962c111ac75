import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/notify'
import { copyText } from '@/lib/copy-text'

function useCopy(): [string | null, (id: string, text: string) => Promise<void>] {
  const [copied, setCopied] = useState<string | null>(null)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(null), 2000)
    return () => clearTimeout(t)
  }, [copied])
  const copy = async (id: string, text: string) => {
    if (await copyText(text)) {
      setCopied(id)
      toast.success('Copied to the clipboard')
    } else {
      toast.error('The browser did not allow copying')
    }
  }
  return [copied, copy]
}

const LINK = 'https://portal.example.com/r/summer-hook?ref=nadia'

export function ClipboardPage() {
  const [text, setText] = useState('Copy me, I am a sound campaign invitation!')
  const [note, setNote] = useState('Lo-fi hook, 15 seconds, loop point at 0:12.')
  const [copied, copy] = useCopy()
  const icon = (id: string) => (copied === id ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />)
  return (
    <>
      <PageHeader title="Clipboard" description="Copy text with one click. The button confirms, and a toast says so." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Copy an input">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="clip-text">Text to copy</Label>
            <div className="flex gap-2">
              <Input id="clip-text" value={text} onChange={(e) => setText(e.target.value)} />
              <Button onClick={() => void copy('text', text)}>{icon('text')} {copied === 'text' ? 'Copied!' : 'Copy'}</Button>
            </div>
          </div>
        </SectionCard>
        <SectionCard title="Copy a link">
          <div className="flex items-center gap-2 rounded-lg bg-muted p-3">
            <code className="flex-1 truncate text-sm">{LINK}</code>
            <Button variant="ghost" size="icon-sm" onClick={() => void copy('link', LINK)} aria-label={copied === 'link' ? 'Link copied' : 'Copy link'}>{icon('link')}</Button>
          </div>
        </SectionCard>
        <SectionCard title="Copy a note">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="clip-note">Note</Label>
            <Textarea id="clip-note" value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
            <div>
              <Button variant="secondary" onClick={() => void copy('note', note)}>{icon('note')} {copied === 'note' ? 'Copied!' : 'Copy note'}</Button>
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
