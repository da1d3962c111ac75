import { describe, expect, it } from 'vitest'
import { partialFrom } from './partial-response'

const whole = () => new Response('0123456789', { headers: { 'content-type': 'audio/wav', 'cache-control': 'public, max-age=31536000, immutable' } })
const read = async (res: Response) => ({ status: res.status, range: res.headers.get('content-range'), length: res.headers.get('content-length'), body: await res.text() })

describe('a kept preview answers the Range requests of the audio element', () => {
  it('answers an open range, a closed one, a suffix and one past the end with 206s', async () => {
    expect(await read(await partialFrom(whole(), 'bytes=0-'))).toEqual({ status: 206, range: 'bytes 0-9/10', length: '10', body: '0123456789' })
    expect(await read(await partialFrom(whole(), 'bytes=2-4'))).toEqual({ status: 206, range: 'bytes 2-4/10', length: '3', body: '234' })
    expect(await read(await partialFrom(whole(), 'bytes=-3'))).toEqual({ status: 206, range: 'bytes 7-9/10', length: '3', body: '789' })
    expect(await read(await partialFrom(whole(), 'bytes=8-100'))).toEqual({ status: 206, range: 'bytes 8-9/10', length: '2', body: '89' })
  })

  it('keeps the file type on the part', async () => {
    expect((await partialFrom(whole(), 'bytes=1-1')).headers.get('content-type')).toBe('audio/wav')
  })

  it('answers 416 with the size for a range it cannot meet, or one it cannot read', async () => {
    for (const range of ['bytes=10-', 'bytes=5-2', 'bytes=a-b', 'items=0-1', 'bytes=0-1,3-4']) {
      const res = await partialFrom(whole(), range)
      expect([res.status, res.headers.get('content-range')], range).toEqual([416, 'bytes */10'])
    }
  })
})
