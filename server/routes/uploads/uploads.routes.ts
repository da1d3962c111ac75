import { createHash } from 'node:crypto'
import { createRoute } from '@hono/zod-openapi'
import { assertAccountMay } from '../../domain/account-policy'
import { consumeRateLimits } from '../../domain/rate-limit'
import { MULTIPART_SLACK, receiveUpload } from '../../domain/uploads'
import { clientIp } from '../../lib/client-ip'
import { errorResponses, jsonResponse } from '../../lib/api-schemas'
import { requireAuth } from '../../lib/auth'
import { badRequest, tooLarge, unsupportedMediaType } from '../../lib/errors'
import { boundaryOf } from '../../lib/multipart'
import { createRouter } from '../../lib/router'
import { UploadResultSchema } from './uploads.schemas'

const uploadRoute = createRoute({
  method: 'post',
  path: '/upload_file',
  tags: ['Uploads'],
  summary: 'Upload audio (mp3, m4a/aac, wav, ogg) or an image (png, jpeg, webp) in the multipart field "file"',
  description: 'The type is decided by the bytes, not the name. Over UPLOAD_MAX_BYTES (default 50 MB) is a 413, refused before reading when the declared length is already too large.',
  middleware: [requireAuth] as const,
  request: {
    // A plain schema rather than zod, so no validator buffers the whole body before the handler streams it.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        },
      },
    },
  },
  responses: { 201: jsonResponse('The stored file', UploadResultSchema), ...errorResponses(400, 401, 413, 415, 422) },
})

export const uploadRouter = createRouter().openapi(uploadRoute, async (c) => {
  const { env, database, services, auth } = c.var
  await assertAccountMay(database.db, auth.userId, 'upload')
  await consumeRateLimits(database.db, env.RATE_LIMIT_WINDOW_SECONDS, [{ bucket: `upload:ip:${clientIp(c, env.TRUST_PROXY_HOPS)}`, max: env.UPLOAD_LIMIT_PER_IP }])
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\b/i.test(contentType)) throw unsupportedMediaType('Send the file as multipart/form-data in a field named "file"')
  const boundary = boundaryOf(contentType)
  if (!boundary) throw badRequest('The multipart Content-Type has no boundary')
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (declared > env.UPLOAD_MAX_BYTES + MULTIPART_SLACK) throw tooLarge(`The file is larger than ${Math.floor(env.UPLOAD_MAX_BYTES / (1024 * 1024))} MB`)
  const body = c.req.raw.body
  if (!body) throw badRequest('Attach the file in a multipart field named "file"')
  const digest = createHash('sha256')
  const row = await receiveUpload({
    digest,
    db: database.db,
    storage: services.storage,
    body,
    boundary,
    maxBytes: env.UPLOAD_MAX_BYTES,
    ownerId: auth.userId,
  })
  c.set('uploadDigest', digest.digest('hex'))
  const base = (env.PUBLIC_URL ?? '').replace(/\/$/, '')
  return c.json(
    {
      file: row.name,
      url: `${base}/uploads/${row.name}`,
      mime: row.mime,
      size: row.size,
      ...(row.durationSeconds !== null ? { duration: row.durationSeconds } : {}),
    },
    201,
  )
})
