import { z } from 'zod'

/**
 * The app's build stands this in for `@hono/zod-openapi` (vite.config.ts): the server's schemas,
 * which the app shares, describe themselves for the API documentation with `.openapi(...)`; the
 * app only validates with them, so the call keeps the schema as it is, and the documentation
 * generator and the server framework stay out of the app's download.
 */
const prototype = z.ZodType.prototype as { openapi?: unknown }
prototype.openapi ??= function openapi(this: unknown) {
  return this
}

export { z }
