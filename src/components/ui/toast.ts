import { toast as sonnerToast, type ExternalToast } from 'sonner'

/**
 * Toasts raised from components. The container is mounted once by the root route (top-right, as
 * the specification asks); this module is the one place that names the toast library, so screens
 * never depend on it directly. Code outside components uses `notify` from `src/lib/notify.ts`.
 */
export const toast = sonnerToast
export type ToastOptions = ExternalToast
export type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error'

export function showToast(kind: ToastKind, text: string, options?: ToastOptions): string | number {
  return kind === 'message' ? sonnerToast(text, options) : sonnerToast[kind](text, options)
}
