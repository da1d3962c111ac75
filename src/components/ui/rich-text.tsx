import { cn } from '@/lib/cn'

/** Styles for formatted HTML (articles, editor content): headings, paragraphs, lists, quotes, code, links. */
export const richTextClass = cn(
  'text-sm leading-relaxed text-soft-foreground',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-base [&_h4]:font-semibold [&_h5]:mt-3 [&_h5]:mb-1 [&_h5]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-primary',
  '[&_a]:text-primary [&_a]:underline',
)

/**
 * Renders HTML that the app itself produced (the demo's sample articles). Never pass text typed
 * by another user here: it is not sanitised.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn(richTextClass, className)} dangerouslySetInnerHTML={{ __html: html }} />
}
