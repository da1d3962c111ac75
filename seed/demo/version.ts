// Kept apart from the builders so the service worker can import these two constants without
// bundling any sample data.

/** Bump whenever the sample data changes: browsers holding an older seed reseed on next use. */
export const DEMO_SEED_VERSION = 1

/**
 * The moment the sample data is written relative to. Seeding shifts date fields by the distance
 * from this anchor to the real "now", so due dates stay ahead and calendar events fall in the
 * current month without the generated data ever reading the clock.
 */
export const SEED_ANCHOR = '2025-01-15T12:00:00.000Z'
