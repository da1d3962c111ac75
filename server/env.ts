import { z } from 'zod'

/** Raised for configuration the server cannot start with; printed as one line. */
export class ConfigError extends Error {}

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))

const postgresUrl = z
  .string()
  .refine((v) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(v).protocol)
    } catch {
      return false
    }
  }, 'must be a postgres:// or postgresql:// connection URL')

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z
      .string()
      .default('8080')
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, 'must be a whole number from 0 to 65535')
      .transform(Number),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DIST_DIR: z.string().min(1).default('./dist'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
    /** Origins allowed to call the API cross-origin with credentials. */
    CORS_ORIGINS: csv,
    /** An API base on another origin that the app may be pointed at (added to the CSP). */
    PUBLIC_API_BASE: z.url().optional(),
    CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code').default('NGN'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    LOG_REQUESTS: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
  })
  .refine((e) => !e.DATABASE_URL || e.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required when DATABASE_URL is set (every server process must share it)',
  })

export type Env = z.infer<typeof EnvSchema>

/** Parses the environment once; the only place that reads process.env. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const where = first?.path.join('.') || 'environment'
  throw new ConfigError(`Invalid configuration: ${where} ${first?.message ?? 'is invalid'}`)
}
