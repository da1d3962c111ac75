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
