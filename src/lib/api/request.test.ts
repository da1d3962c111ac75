import { describe, expect, it } from 'vitest'
import { buildRequest, readErrorBody } from './request'

// The one request builder the API client, the pulls and the replay share.

describe('buildRequest', () => {
  it('joins base, path and query, and sends the token it is given with the portal headers', () => {
    const req = buildRequest({ base: 'https://portal.test/api/', path: 'artist/get-sound-reserved-slots', query: { sound_id: 'S1', skip: undefined, ids: ['a', 'b'] }, token: 'T' })
    expect(req).toEqual({
      url: 'https://portal.test/api/artist/get-sound-reserved-slots?sound_id=S1&ids=a&ids=b',
      method: 'GET',
      headers: { render: 'backend', accept: 'application/json', 'x-access-token': 'T' },
    })
    expect(buildRequest({ base: 'https://portal.test/api', path: '/health' }).headers).not.toHaveProperty('x-access-token')
  })

  it('sends plain values as JSON, forms and prepared bodies as they are, with the idempotency key and extra headers', () => {
    const json = buildRequest({ base: 'https://p.test/api', path: '/x', method: 'POST', body: { a: 1 }, idempotencyKey: 'K', headers: { 'X-Outbox': 'skip' } })
    expect(json).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json', 'idempotency-key': 'K', 'x-outbox': 'skip' } })
    const form = new FormData()
    expect(buildRequest({ base: 'https://p.test/api', path: '/u', method: 'POST', body: form })).toMatchObject({ body: form })
    expect(buildRequest({ base: 'https://p.test/api', path: '/u', method: 'POST', body: form }).headers).not.toHaveProperty('content-type')
    expect(buildRequest({ base: 'https://p.test/api', path: '/r', method: 'POST', body: '{"b":2}', contentType: 'application/json' }).headers['content-type']).toBe('application/json')
  })
})

describe('readErrorBody', () => {
  it('takes the server’s message, code and issues, or says the status when the body is not the server’s', () => {
    expect(readErrorBody(409, JSON.stringify({ message: 'Slot taken', code: 'slot_taken', issues: [] }))).toEqual({ message: 'Slot taken', code: 'slot_taken', issues: [] })
    expect(readErrorBody(502, '<html>Bad gateway</html>', 'Bad Gateway')).toEqual({ message: 'Request failed (502 Bad Gateway)' })
    expect(readErrorBody(503, '')).toEqual({ message: 'Request failed (503)' })
  })
})
