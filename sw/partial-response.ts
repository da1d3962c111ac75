/** The bytes a Range header asks for, as a 206 from the whole file (or a 416 it cannot meet). */
export async function partialFrom(whole: Response, range: string): Promise<Response> {
  const body = await whole.blob()
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
  const size = body.size
  let start = match?.[1] ? Number(match[1]) : NaN
  let end = match?.[2] ? Number(match[2]) : size - 1
  if (match && !match[1] && match[2]) {
    // A suffix range: the last N bytes.
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  }
  if (!match || !Number.isFinite(start) || start >= size || end < start) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } })
  }
  end = Math.min(end, size - 1)
  const headers = new Headers(whole.headers)
  headers.set('content-range', `bytes ${start}-${end}/${size}`)
  headers.set('content-length', String(end - start + 1))
  return new Response(body.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers })
}
