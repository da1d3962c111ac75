// What a feature's action tells its screen. Queuing a write only fails when the device cannot store
// it (a full disk) or nobody is signed in; either is said plainly.

export type ActionFailure = { ok: false; message: string }
export type ActionResult = { ok: true } | ActionFailure

export function queueFailure(err: unknown): ActionFailure {
  const quota = err instanceof Error && /quota/i.test(`${err.name} ${err.message}`)
  return { ok: false, message: quota ? 'This device is out of storage space; free some space and try again.' : err instanceof Error ? err.message : String(err) }
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
