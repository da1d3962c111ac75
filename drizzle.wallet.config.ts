import { defineConfig } from 'drizzle-kit'

// The wallet keeps its own tables and migration history (applied by migrateWallet into
// `__wallet_migrations`), so it can move to its own database without touching the portal's.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/wallet/schema.ts',
  out: './server/wallet/migrations',
})
