/**
 * A fixed VAPID key pair for server processes that tests start on PostgreSQL, where the keys are
 * required (env.ts). Test-only: never use it for a real deployment.
 */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: 'BB3oyHU6x0gls04-cYkvp831oy8iDUcwuktc_8c2ZKMUlXzb_05Qzd41rWagHChWcvruhhR84n3LgLJyIIFjN8c',
  VAPID_PRIVATE_KEY: 'K9z5bixL3DLo_W3hY834cYgyDZucytQFZ3zoiki0ASg',
  VAPID_SUBJECT: 'mailto:push-test@soundportal.test',
}
