import { createRoute } from '@hono/zod-openapi'
import { findUpload } from '../../domain/uploads'
import { errorResponses } from '../../lib/api-schemas'
import { notFound } from '../../lib/errors'
import { parseRange } from '../../lib/range'
import { createRouter } from '../../lib/router'
import { StoredFileParamSchema } from './uploads.schemas'

const serveRoute = createRoute({
  method: 'get',
  path: '/uploads/{file}',
  tags: ['Uploads'],
  summary: 'A stored file, with byte ranges for seeking in audio',
  request: { params: StoredFileParamSchema },
  responses: {
    200: { description: 'The whole file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    206: { description: 'The requested range', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    416: { description: 'Range outside the file' },
    ...errorResponses(400, 404),
  },
})

/** Uploaded files never change under their random name, so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Mounted at /uploads and at /api/uploads. Public: audio elements cannot send a token, and names are unguessable. */
export const serveFileRouter = createRouter().openapi(serveRoute, async (c) => {
  const { file } = c.req.valid('param')
  const meta = await findUpload(c.var.database.db, file)
  if (!meta) throw notFound('No such file')
  const headers: Record<string, string> = {
    'Content-Type': meta.mime,
    'Accept-Ranges': 'bytes',
    'Cache-Control': IMMUTABLE,
    ETag: `"${meta.name}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  }
  const range = parseRange(c.req.header('range'), meta.size)
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${meta.size}` } })
  }
  if (!range && c.req.header('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers })
  const stored = await c.var.services.storage.get(file, range ?? undefined)
  if (!stored) throw notFound('No such file')
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stored.size}`
    headers['Content-Length'] = String(range.end - range.start + 1)
    return new Response(stored.body, { status: 206, headers })
  }
  headers['Content-Length'] = String(stored.size)
  return new Response(stored.body, { status: 200, headers })
})
