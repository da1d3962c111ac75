const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/**
 * The paragraphs of an e-mail's HTML as plain text. The page shows text rather than injecting
 * the HTML, so nothing in a message can run script or restyle the app.
 */
export function emailParagraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) => part.replace(/<[^>]*>/g, '').replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? e).trim())
    .filter(Boolean)
}

/** The first line of the message, for the list. */
export function emailExcerpt(html: string, length = 90): string {
  const text = emailParagraphs(html).slice(1).join(' ') || emailParagraphs(html).join(' ')
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}
