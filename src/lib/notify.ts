import type { ExternalToast } from 'sonner'

/**
 * Toasts from code outside components (the API client's 401 rule, the update prompt). The toast
 * library loads on first use, so it stays out of the first screen's critical JavaScript.
 */
export async function notify(kind: 'error' | 'success' | 'message', text: string, options?: ExternalToast): Promise<void> {
  const { toast } = await import('sonner')
  if (kind === 'message') toast(text, options)
  else toast[kind](text, options)
}
