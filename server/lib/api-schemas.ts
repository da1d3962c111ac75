import { z } from '@hono/zod-openapi'

/**
 * Shapes shared by every resource. Like all *.schemas.ts files this imports nothing server-only,
 * because the app imports these schemas to type its client.
 */
export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'Email or password is incorrect' }),
    code: z.string().optional().openapi({ example: 'invalid_input' }),
    issues: z.array(z.any()).optional(),
  })
  .openapi('Error')

export const MessageSchema = z.object({ message: z.string() }).openapi('Message')

export const IdSchema = z.uuid({ error: 'must be a UUID' })

const DESCRIPTIONS = {
  400: 'Invalid input',
  401: 'Missing, invalid or expired token',
  403: 'Wrong role or not the owner',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Idempotency-Key reused with a different request',
  429: 'Too many attempts',
} as const

type ErrorStatus = keyof typeof DESCRIPTIONS

/** OpenAPI entries for the error statuses a route can answer with. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [s, { description: DESCRIPTIONS[s], content: { 'application/json': { schema: ErrorSchema } } }]),
  ) as unknown as { [K in S]: { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } } }
}

/** The JSON request body of a route; always required, so an empty body is a 400, not `{}`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } }
}

/** A 200/201 JSON response entry. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } }
}
