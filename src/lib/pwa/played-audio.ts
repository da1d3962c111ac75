import { savingData } from './offline-groups'

/**
 * Asks the worker to keep a preview the user has just played, so it plays again offline and
 * costs nothing the second time (sw/played-audio.ts). Keeping downloads the file once in full,
 * so it is skipped while the user saves data: there a preview only ever streams.
 */
export function keepPlayedAudio(src: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !src || savingData()) return
  navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_AUDIO', url: src })
}
