import { describe, expect, it } from 'vitest'
import { APP_PAGE_MARKER, checkWorkerAnswer } from './register-sw'

const answer = (status: number, contentType: string, body = '', redirected = false) => ({ status, contentType, body, redirected })

describe('checkWorkerAnswer', () => {
  it('registers a script', () => {
    expect(checkWorkerAnswer(answer(200, 'text/javascript; charset=utf-8'))).toBe('register')
  })

  it('unregisters only a missing worker: 404, 410, or the app page served in its place', () => {
    expect(checkWorkerAnswer(answer(404, 'text/html'))).toBe('unregister')
    expect(checkWorkerAnswer(answer(410, 'text/plain'))).toBe('unregister')
    expect(checkWorkerAnswer(answer(200, 'text/html', `<!doctype html><head>${APP_PAGE_MARKER} /></head>`))).toBe('unregister')
  })

  it("keeps the installed worker for a failed check: 5xx, a captive portal's page, a redirect", () => {
    for (const status of [500, 502, 503, 504, 511, 407]) expect(checkWorkerAnswer(answer(status, 'text/html', '<h1>Bad gateway</h1>'))).toBe('keep')
    expect(checkWorkerAnswer(answer(200, 'text/html', '<title>Sign in to the Wi-Fi</title>'))).toBe('keep')
    expect(checkWorkerAnswer(answer(200, 'text/javascript', '', true))).toBe('keep')
  })
})
