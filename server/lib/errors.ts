import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An expected failure with the status and message the client sees. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly issues?: unknown,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export interface ErrorBody {
  message: string
  code?: string
  issues?: unknown
}

export const badRequest = (message: string, issues?: unknown) => new HttpError(400, message, 'bad_request', issues)
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message, 'unauthorized')
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message, 'forbidden')
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found')
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code)
export const tooLarge = (message: string) => new HttpError(413, message, 'too_large')
export const unsupportedMediaType = (message: string) => new HttpError(415, message, 'unsupported_media_type')
