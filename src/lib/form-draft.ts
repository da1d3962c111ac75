// A form's unsent values kept for this tab (sessionStorage), so a detour (to the wallet to add
// money, then Back) does not lose what was typed. Keyed by the user and the form, so another
// account signing in on the same tab never sees it; cleared once the form is sent. Storage that
// refuses (private mode, full) only means the draft is not kept.

const keyOf = (userId: string, form: string) => `draft:${form}:${userId}`

/** The draft saved for this user and form, with only the fields `empty` names (strings). */
export function readDraft<V extends { [K in keyof V]: string }>(userId: string | null, form: string, empty: V): V | null {
  if (!userId) return null
  try {
    const raw = sessionStorage.getItem(keyOf(userId, form))
    if (!raw) return null
    const saved = JSON.parse(raw) as Record<string, unknown>
    const out = { ...empty }
    for (const k of Object.keys(empty) as Array<keyof V>) if (typeof saved[k as string] === 'string') out[k] = saved[k as string] as V[keyof V]
    return out
  } catch {
    return null
  }
}

/** Keeps the values; a draft equal to the empty form is removed instead. */
export function saveDraft<V extends { [K in keyof V]: string }>(userId: string | null, form: string, values: Partial<V>, empty: V): void {
  if (!userId) return
  try {
    const blank = (Object.keys(empty) as Array<keyof V>).every((k) => (values[k] ?? empty[k]) === empty[k])
    if (blank) sessionStorage.removeItem(keyOf(userId, form))
    else sessionStorage.setItem(keyOf(userId, form), JSON.stringify(values))
  } catch {
    // Not kept: the form still works.
  }
}

export function clearDraft(userId: string | null, form: string): void {
  if (!userId) return
  try {
    sessionStorage.removeItem(keyOf(userId, form))
  } catch {
    // Nothing was kept.
  }
}
