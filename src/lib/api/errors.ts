/** The portal server answered with an error status; `message` is the server's own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** What an online-only call says when it got no answer. */
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.'

/** The request never got an answer (offline, DNS, connection dropped, timeout). */
export class NetworkError extends Error {
  constructor(message = 'No connection to the server') {
    super(message)
    this.name = 'NetworkError'
  }
}

/** The server answered, but not with the shape the app expects. */
export class ResponseShapeError extends Error {
  constructor(readonly path: string, detail: string) {
    super(`Unexpected answer from ${path}: ${detail}`)
    this.name = 'ResponseShapeError'
  }
}
