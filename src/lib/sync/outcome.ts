import { readErrorBody } from '../api/request'
import { parseRetryAfter } from './backoff'
import type { SendResult } from './transport'

/** What a replay attempt's answer means for the entry (DESIGN §5). */
export type Outcome =
  | { kind: 'confirmed'; result: unknown }
  | { kind: 'retry'; status: number; message: string; retryAfterMs: number }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'rejected'; status: number; message: string; code?: string }

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

function errorOf(result: SendResult): { message: string; code?: string } {
  const { message, code } = readErrorBody(result.status, result.text)
  return { message, ...(code ? { code } : {}) }
}

/**
 * 2xx confirmed; 401 pauses for sign-in; 408, 429, 5xx and a duplicate still being processed
 * (409 idempotency_in_progress: the first attempt is running, so this is a retry, not a refusal)
 * are retried; any other 4xx is the server's refusal, kept with its message.
 */
/**
 * An HTTP status that means no working server answered: none at all (0), or a gateway's in front
 * of a server that is down (the server's own "busy" 503 counts too: it is rare and short).
 */
export const noAnswer = (status: number) => status === 0 || status === 502 || status === 503 || status === 504

export function classify(result: SendResult, now: number): Outcome {
  const { status } = result
  if (status >= 200 && status < 300) return { kind: 'confirmed', result: parseJson(result.text) }
  const { message, code } = errorOf(result)
  if (status === 401) return { kind: 'unauthorized', message }
  const retryAfterMs = parseRetryAfter(result.header('retry-after'), now)
  if (status === 408 || status === 429 || status >= 500 || (status === 409 && code === 'idempotency_in_progress')) {
    return { kind: 'retry', status, message, retryAfterMs }
  }
  if (status >= 400) return { kind: 'rejected', status, message, ...(code ? { code } : {}) }
  // 1xx/3xx never reach here through fetch; treat anything else as transient.
  return { kind: 'retry', status, message, retryAfterMs }
}
