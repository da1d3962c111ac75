import { z } from '@hono/zod-openapi'

export const UploadResultSchema = z
  .object({
    /** The stored name; the file is served at /uploads/{file}. */
    file: z.string(),
    url: z.string(),
    mime: z.string(),
    size: z.number().int(),
    /** Seconds, for audio whose length could be read. */
    duration: z.number().optional(),
  })
  .openapi('UploadResult')

/** Stored names: 32 hex characters and an allowed extension; nothing else reaches the storage. */
export const StoredFileParamSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{32}\.(mp3|m4a|aac|wav|ogg|png|jpg|webp)$/, 'is not a valid file name')
    .openapi({ param: { name: 'file', in: 'path' }, example: '0f3c2a9e8b7d6c5a4f3e2d1c0b9a8f7e.mp3' }),
})
