import { prepareTestDatabases } from '../../server/test/test-database'

/** The server suite's global setup: one migrated database that every test file's database starts from. */
export default function setup(): Promise<() => Promise<void>> {
  return prepareTestDatabases()
}
