import { isQuotaError, STORAGE_FULL_MESSAGE, StorageFull } from './full-disk'
import { RefusedBody } from './outbox'

// What a feature's action tells its screen. Queuing a write fails when the server's schema refuses
// the body (checked once, as it is queued: the message is the server's, `field` the body field it
// is about, for the form to show by that field), the device cannot store it (a full disk) or nobody
// is signed in; each is said plainly.

export type ActionFailure = { ok: false; message: string; field?: string }
export type ActionResult = { ok: true } | ActionFailure

export function queueFailure(err: unknown): ActionFailure {
  if (err instanceof RefusedBody) return { ok: false, message: err.message, ...(err.field ? { field: err.field } : {}) }
  // A full disk is said the same way however it surfaced (queueWrites has already freed what it could).
  if (err instanceof StorageFull || isQuotaError(err)) return { ok: false, message: STORAGE_FULL_MESSAGE }
  return { ok: false, message: err instanceof Error ? err.message : String(err) }
}

/** Runs the queuing, answering `{ ok: true }` or the failure in words. */
export async function queued(run: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await run()
    return { ok: true }
  } catch (err) {
    return queueFailure(err)
  }
}
