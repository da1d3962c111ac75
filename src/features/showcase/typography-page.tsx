import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'

const HEADINGS = [
  ['h2', 'text-3xl font-semibold'],
  ['h3', 'text-2xl font-semibold'],
  ['h4', 'text-xl font-semibold'],
  ['h5', 'text-lg font-semibold'],
  ['h6', 'text-base font-semibold'],
] as const

export function TypographyPage() {
  return (
    <>
      <PageHeader title="Typography" description="Headings, text styles, lists and blockquotes of the app." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Headings" description="The page title is the only h1; sections start at h2.">
          <div className="grid grid-cols-1 gap-3 text-foreground">
            {HEADINGS.map(([Tag, cls]) => (
              <Tag key={Tag} className={cls}>
                {Tag.toUpperCase()} heading <small className="text-sm font-normal text-muted-foreground">secondary text</small>
              </Tag>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Text styles">
          <div className="grid grid-cols-1 gap-2 text-sm">
            <p className="text-lg">A lead paragraph stands out: larger and lighter.</p>
            <p>
              You can use the mark tag to <mark className="rounded bg-warning-soft px-1 text-warning-soft-foreground">highlight</mark> text.
            </p>
            <p><del>This line is deleted text.</del></p>
            <p><s>This line is no longer accurate.</s></p>
            <p><ins>This line is an addition to the document.</ins></p>
            <p><u>This line is underlined.</u></p>
            <p><small>This line is fine print.</small></p>
            <p><strong>This line is bold.</strong></p>
            <p><em>This line is italic.</em></p>
            <p>
              Press <kbd className="rounded border border-input bg-muted px-1.5 font-mono text-xs">Ctrl</kbd> +{' '}
              <kbd className="rounded border border-input bg-muted px-1.5 font-mono text-xs">K</kbd> to search. Inline <code className="rounded bg-muted px-1 font-mono text-primary">code</code>.
            </p>
          </div>
        </SectionCard>
        <SectionCard title="Blockquote">
          <figure>
            <blockquote className="border-l-4 border-brand-600 pl-4 text-lg text-soft-foreground italic">
              <p>Make it once, make it honest.</p>
            </blockquote>
            <figcaption className="mt-2 pl-4 text-sm text-muted-foreground">— Priya Chandra, <cite>Studio Notes</cite></figcaption>
          </figure>
        </SectionCard>
        <SectionCard title="Lists">
          <div className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
            <ul className="list-disc space-y-1 pl-5">
              <li>Lorem ipsum dolor sit amet</li>
              <li>
                Nested list
                <ul className="list-[circle] pl-5">
                  <li>Phasellus iaculis neque</li>
                  <li>Purus sodales ultricies</li>
                </ul>
              </li>
              <li>Faucibus porta lacus fringilla vel</li>
            </ul>
            <ol className="list-decimal space-y-1 pl-5">
              <li>Record the hook</li>
              <li>Open slots</li>
              <li>Approve the uses</li>
            </ol>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:col-span-2">
              <dt className="font-semibold">Description lists</dt>
              <dd>A description list is perfect for defining terms.</dd>
              <dt className="font-semibold">Escrow</dt>
              <dd>Money set aside for a campaign’s slots.</dd>
            </dl>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
