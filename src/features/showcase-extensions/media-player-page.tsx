import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { MediaPlayer } from './media-player'

export function MediaPlayerPage() {
  return (
    <>
      <PageHeader title="Media Player" description="A player on the browser’s own <audio> element with custom controls. The tracks are made in the browser, so it plays offline." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Audio player">
          <MediaPlayer />
        </SectionCard>
        <SectionCard title="Keyboard">
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>Tab to a control, Enter or Space to press it.</li>
            <li>On the seek and volume sliders, the arrow keys move by small steps, Page Up/Down by large ones.</li>
            <li>The playing state is announced to screen readers.</li>
          </ul>
        </SectionCard>
      </div>
    </>
  )
}
