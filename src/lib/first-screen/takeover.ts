import { FIRST_SCREEN_ID, VISITOR_BANNER_ID } from './markup'

/**
 * Replaces the document's own sign-in screen (markup.ts) by the app's, in one frame: what was
 * typed into the document's fields goes into the app's fields of the same name, the focus too,
 * then the document's screen is removed (which shows the app's root). Without `into` (the app
 * opened another page), it is only removed. Call it from a layout effect, before the paint.
 */
export function takeOverFirstScreen(into?: HTMLElement | null): void {
  const first = document.getElementById(FIRST_SCREEN_ID)
  if (!first) return
  const focused = document.activeElement
  const focusedName = focused instanceof HTMLInputElement && first.contains(focused) ? focused.name : null
  const twin = (name: string) => into?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`) ?? null
  for (const input of first.querySelectorAll('input')) {
    const target = twin(input.name)
    if (target && input.value && !target.value) target.value = input.value
  }
  first.remove()
  if (focusedName) twin(focusedName)?.focus()
}

/** Whether the document still shows its own sign-in screen. */
export const firstScreenShown = (): boolean => document.getElementById(FIRST_SCREEN_ID) !== null

/**
 * The visitor banner a first visit to `/` drew is not for someone already signed in on this
 * device: hidden as soon as the script runs, before the app's frame has loaded (the frame then
 * keeps it in step, src/features/shell/visitor-banner.tsx).
 */
export function hideVisitorBannerWhenSignedIn(signedIn: boolean): void {
  const banner = document.getElementById(VISITOR_BANNER_ID)
  if (banner && signedIn) banner.hidden = true
}
