import { z } from 'zod'
import { LINK_HOSTS as BUILT_IN_LINK_HOSTS } from './lib/marketplace-values'
import { PUSH_ENDPOINT_HOSTS as BUILT_IN_PUSH_HOSTS } from './lib/push-endpoint'

/** Raised for configuration the server cannot start with; printed as one line. */
export class ConfigError extends Error {}

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))

const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be host names separated by commas, such as clips.example.com')
  .transform((h) => h.toLowerCase())

/** A host name, `*.` and a domain (its subdomains), an IPv4 address or localhost. */
const pushHost = z
  .string()
  .regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be host names separated by commas, such as push.example.com or *.push.example.com')
  .transform((h) => h.toLowerCase())

/** An unpadded base64url key of `bytes` bytes (VAPID keys as web-push and the browsers write them). */
const base64urlKey = (bytes: number, what: string) =>
  z.string().refine((v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes, `must be ${what} in base64url (${bytes} bytes)`)

const postgresUrl = z
  .string()
  .refine((v) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(v).protocol)
    } catch {
      return false
    }
  }, 'must be a postgres:// or postgresql:// connection URL')

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((v) => v === '1' || v === 'true')

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback)
/** A duration in hours; decimals allowed, so a test can run a whole life in seconds. */
const hours = (fallback: number) => z.coerce.number().positive().max(24 * 366).default(fallback)

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
    /** Where this server is reached from outside: links in e-mails and upload URLs start with it. */
    PUBLIC_URL: z.url().optional(),
    /** smtp:// or smtps:// URL for outgoing mail; without it mails are written to DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Sound portal <no-reply@soundportal.local>'),
    /** Where people write for help: a declined account is shown it as a mailto link. Unset, none is shown. */
    SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
    /** Largest accepted upload, in bytes (default 50 MB). */
    UPLOAD_MAX_BYTES: count(50 * 1024 * 1024),
    /**
     * Limits per fixed window. Every check of a password (sign-in, password change, e-mail change,
     * account deletion) counts wrong passwords per address and per account and address, in one
     * budget, so a stranger's failures never lock the owner out; past LOGIN_SLOWDOWN_PER_ACCOUNT
     * failures on one account from anywhere, its sign-ins are only slowed down.
     */
    RATE_LIMIT_WINDOW_SECONDS: count(15 * 60),
    LOGIN_LIMIT_PER_IP: count(50),
    LOGIN_LIMIT_PER_ACCOUNT: count(10),
    LOGIN_SLOWDOWN_PER_ACCOUNT: count(100),
    LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    /** Wrong passwords on one account in a window, from anywhere, after which its owner is warned (once a window). */
    LOGIN_ALERT_AFTER: count(5),
    /** Reset requests per address and per account and address; reset mails per account. */
    RESET_LIMIT_PER_IP: count(20),
    RESET_LIMIT_PER_ACCOUNT: count(5),
    RESET_MAILS_PER_ACCOUNT: count(10),
    SIGNUP_LIMIT_PER_IP: count(20),
    UPLOAD_LIMIT_PER_IP: count(120),
    /** Calls to add-click (and tracking-link visits) per address per window. */
    CLICK_LIMIT_PER_IP: count(300),
    /**
     * Paid clicks: one network (IPv4 /24, IPv6 /64) counts at most this many clicks per sound per
     * UTC day, whatever its User-Agents or cookies; a click token lives this many minutes.
     */
    CLICKS_PER_NETWORK_PER_DAY: count(3),
    CLICK_TOKEN_MINUTES: count(10),
    /**
     * A click payout is held for a person to decide (never auto-approved) when the creator's clicks
     * on that sound over the last CLICK_REVIEW_WINDOW_HOURS (the new batch and the earlier ones still
     * waiting or paid) number at least CLICK_REVIEW_MIN_CLICKS and either more than
     * CLICK_REVIEW_CLICKS_PER_NETWORK per distinct network, or more than CLICK_REVIEW_FOLLOWER_MULTIPLE ×
     * the creator's verified followers. Judged over a window, not a batch, so converting often does
     * not keep every batch under the minimum.
     */
    CLICK_REVIEW_MIN_CLICKS: count(20),
    CLICK_REVIEW_CLICKS_PER_NETWORK: count(4),
    CLICK_REVIEW_FOLLOWER_MULTIPLE: count(2),
    CLICK_REVIEW_WINDOW_HOURS: z.coerce.number().positive().max(24 * 366).default(24 * 7),
    /**
     * Hosts a sound's template and reference links may point at besides the built-in ones
     * (LINK_HOSTS in lib/marketplace-values.ts), comma-separated; their subdomains count too. Read
     * as the whole list: tracking links send visitors to these hosts and nowhere else.
     */
    LINK_HOSTS: csv.pipe(z.array(hostName)).transform((extra): string[] => [...BUILT_IN_LINK_HOSTS, ...extra]),
    /** How many reverse proxies in front of the server append to X-Forwarded-For (0: use the socket). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** An HTTP follower checker: POST { profileUrl } here, answered with { followers: number }. */
    FOLLOWER_CHECK_URL: z.url().optional(),
    /** A wallet service deployed apart; unset, the wallet runs in this process on the same database. */
    WALLET_URL: z.url().optional(),
    WALLET_SERVICE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    WALLET_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
    PAYSTACK_SECRET_KEY: z.string().startsWith('sk_', 'must be a Paystack secret key (sk_...)').optional(),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    WALLET_SANDBOX_SETTLE_MS: z.coerce.number().int().min(0).default(2000),
    WALLET_SETTLE_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
    /** With WALLET_URL: how often each process retries money movements the wallet has not confirmed (0: never). */
    WALLET_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
    /** The longest wait between two attempts at one movement (the wait doubles from 1 s). */
    WALLET_OUTBOX_MAX_DELAY_MS: z.coerce.number().int().min(0).default(300_000),
    /**
     * With WALLET_URL: how long a request waits for the wallet when it delivers its own movements
     * after its commit. Past that the delivery job finishes them, so a hung wallet never holds the
     * caller up to its own timeout; the job's calls keep the client's full 15 s.
     */
    WALLET_INLINE_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
    /** The platform's fee on every payment to a creator, in basis points (1000 = 10%). */
    PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(1000),
    /** A submitted use nobody decided is approved automatically after this many hours (decimals allowed). */
    USE_AUTO_APPROVE_HOURS: hours(72),
    /**
     * An approved video's pay stays on hold this many hours (decimals allowed) before the video is
     * looked up again and the money released, or returned to the campaign when the video is gone
     * (domain/payout-holds.ts). 0: pay is available at once, with no hold and no second look.
     */
    PAYOUT_HOLD_HOURS: z.coerce.number().min(0).max(24 * 366).default(168),
    /** How often each process looks for holds that have ended (0 turns the release job off). */
    PAYOUT_RELEASE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** How often the marketplace jobs (hold expiry, auto-approval) run in each server process; 0 turns them off. */
    MARKET_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /**
     * Proof of use (domain/video-checks.ts): each submitted video is looked up on its platform's
     * oEmbed endpoint by a job in every process. `off`: nothing is looked up and every video is
     * unverifiable (never approved automatically). Instagram and Facebook are looked up only with
     * META_OEMBED_TOKEN; META_OEMBED_URL is the Graph API base its two endpoints hang from.
     */
    VIDEO_CHECKS: z.enum(['on', 'off']).default('on'),
    TIKTOK_OEMBED_URL: z.url().default('https://www.tiktok.com/oembed'),
    YOUTUBE_OEMBED_URL: z.url().default('https://www.youtube.com/oembed'),
    META_OEMBED_URL: z.url().default('https://graph.facebook.com/v26.0'),
    META_OEMBED_TOKEN: z.string().min(1).optional(),
    /** How often the job looks for videos to check (0 turns it off), and how many it checks at once. */
    VIDEO_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
    VIDEO_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** One lookup's time limit; a platform that times out, fails (5xx) or cannot be reached is tried again. */
    VIDEO_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Lookups per video before it is left unverifiable, and the first wait between two (it doubles). */
    VIDEO_CHECK_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    VIDEO_CHECK_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
    /**
     * Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (every process must then see
     * the same files). S3_ENDPOINT is for stores other than AWS (MinIO and the like usually also need
     * S3_FORCE_PATH_STYLE=true); without the key pair the SDK's usual credential sources are used.
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag,
    LOG_REQUESTS: flag,
    /**
     * Web Push (domain/push-outbox.ts): the VAPID key pair (base64url, as web-push generates it)
     * and the contact the push services see (mailto: or https:). Unset, a pair is generated once
     * into DATA_DIR/vapid-keys.json; with DATABASE_URL every process must share one, so all three
     * are required.
     */
    VAPID_PUBLIC_KEY: base64urlKey(65, 'an uncompressed P-256 public key').optional(),
    VAPID_PRIVATE_KEY: base64urlKey(32, 'a P-256 private key').optional(),
    VAPID_SUBJECT: z
      .string()
      .refine((v) => /^mailto:[^@\s]+@[^@\s]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'must be a mailto: address or an https:// URL')
      .optional(),
    /**
     * Push service hosts a subscription's endpoint may point at besides the built-in ones
     * (PUSH_ENDPOINT_HOSTS in lib/push-endpoint.ts), comma-separated; `*.` covers subdomains. The
     * server sends to these hosts and nowhere else; a loopback host here may be plain http (tests).
     */
    PUSH_ENDPOINT_HOSTS: csv.pipe(z.array(pushHost)).transform((extra): string[] => [...BUILT_IN_PUSH_HOSTS, ...extra]),
    /** How often each process sends waiting push messages (0 turns it off). */
    PUSH_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
    /** Attempts at one push message before it is given up, and how long a push service keeps it for an offline device. */
    PUSH_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
    PUSH_TTL_SECONDS: z.coerce.number().int().min(0).max(28 * 24 * 3600).default(24 * 3600),
  })
  .refine((e) => e.WALLET_PROVIDER !== 'paystack' || e.PAYSTACK_SECRET_KEY, {
    path: ['PAYSTACK_SECRET_KEY'],
    message: 'is required when WALLET_PROVIDER=paystack',
  })
  .refine((e) => !e.WALLET_URL || e.WALLET_SERVICE_KEY, { path: ['WALLET_SERVICE_KEY'], message: 'is required when WALLET_URL is set' })
  .refine((e) => !e.S3_ENDPOINT || e.S3_BUCKET, { path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT is set' })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'and S3_ACCESS_KEY_ID are set together or not at all',
  })
  .refine((e) => !e.DATABASE_URL || e.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required when DATABASE_URL is set (every server process must share it)',
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, { path: ['VAPID_PRIVATE_KEY'], message: 'and VAPID_PUBLIC_KEY are set together or not at all' })
  .refine((e) => !e.DATABASE_URL || (e.VAPID_PUBLIC_KEY && e.VAPID_SUBJECT), {
    path: ['VAPID_PUBLIC_KEY'],
    message: 'is required when DATABASE_URL is set, with VAPID_PRIVATE_KEY and VAPID_SUBJECT (every server process must send push with the same keys)',
  })

export type Env = z.infer<typeof EnvSchema>

/** Parses the environment once; the only place that reads process.env. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // `VAR=` in a shell or a .env file means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = EnvSchema.safeParse(present)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const where = first?.path.join('.') || 'environment'
  throw new ConfigError(`Invalid configuration: ${where} ${first?.message ?? 'is invalid'}`)
}
