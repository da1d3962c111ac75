interface PgError {
  code?: unknown
  constraint?: unknown
}

/** The PostgreSQL error inside whatever the driver or ORM wrapped it in. */
function pgError(err: unknown): PgError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as PgError).code === 'string') return e as PgError
  }
  return null
}

/** True for a unique-constraint violation (of the named constraint, when given). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err)
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint)
}

/** True when PostgreSQL refused text it cannot store (a NUL byte; invalid or untranslatable characters). */
export function isUnstorableText(err: unknown): boolean {
  const code = pgError(err)?.code
  return code === '22021' || code === '22P05'
}

/**
 * What may be logged about an unexpected error: the database's error code and message, or the
 * first line of the message. Never the failed query's parameters (the ORM puts them in its
 * message), which carry e-mails, password hashes, tokens and reset codes.
 */
export function loggable(err: unknown): string {
  const pg = pgError(err) as (PgError & { message?: unknown }) | null
  if (pg) return `database error ${String(pg.code)}${typeof pg.message === 'string' ? `: ${pg.message.split('\n')[0]}` : ''}`
  const message = err instanceof Error ? err.message : String(err)
  const first = message.split('\n')[0] ?? ''
  return first.startsWith('Failed query:') ? 'a database query failed' : first.slice(0, 300)
}

/**
 * True when every database connection stayed busy for longer than the pool waits, the database
 * was unreachable for a moment, or PostgreSQL ended the transaction to break a deadlock or a
 * serialization conflict: the request did nothing (its transaction rolled back) and can be tried
 * again (503, not 500).
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(message)) return true
    const code = (e as { code?: unknown }).code
    if (code === '57P03' || code === '53300') return true // cannot connect now; too many connections
    if (code === '40P01' || code === '40001') return true // deadlock detected; could not serialize
  }
  return false
}
