import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { extensions, openPglite, openPostgres, type Database } from '../db/client'

/**
 * Fresh databases for test files, made cheap: a test run's global setup migrates one database
 * before the test processes start (they inherit the variables below), and each file starts from
 * it instead of from nothing. On PGlite that is a dump of the migrated database (creating a
 * PGlite cluster costs seconds per file, loading a dump a fraction); on PostgreSQL a template
 * database (CREATE DATABASE … TEMPLATE copies it). Without the global setup (benchmarks, a single
 * file run by hand from another runner) each database is made and migrated from nothing.
 */
const PGLITE_DUMP = 'PORTAL_TEST_PGLITE_DUMP'
const PGLITE_EMPTY = 'PORTAL_TEST_PGLITE_EMPTY'
const PG_TEMPLATE = 'PORTAL_TEST_PG_TEMPLATE'

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** For a global setup: migrates the run's starting database; returns the function that removes it. */
export async function prepareTestDatabases(adminUrl = process.env.DATABASE_URL): Promise<() => Promise<void>> {
  if (adminUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`
    await adminQuery(adminUrl, `create database ${name}`)
    const migrated = await openPostgres(withDatabase(adminUrl, name))
    await migrated.close()
    process.env[PG_TEMPLATE] = JSON.stringify({ adminUrl, name })
    return async () => {
      delete process.env[PG_TEMPLATE]
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const cluster = await PGlite.create()
  const empty = await cluster.dumpDataDir('none')
  await cluster.close()
  const database = await openPglite(null, { from: empty })
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await database.close()
  const name = `portal-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}`
  const files = { [PGLITE_EMPTY]: path.join(tmpdir(), `${name}-empty.tar`), [PGLITE_DUMP]: path.join(tmpdir(), `${name}.tar`) }
  writeFileSync(files[PGLITE_EMPTY], Buffer.from(await empty.arrayBuffer()))
  writeFileSync(files[PGLITE_DUMP], Buffer.from(await dump.arrayBuffer()))
  Object.assign(process.env, files)
  return async () => {
    for (const [variable, file] of Object.entries(files)) {
      delete process.env[variable]
      rmSync(file, { force: true })
    }
  }
}

/**
 * A new PGlite cluster with nothing migrated yet, to start a database from (loading it costs a
 * fraction of creating one); undefined without the run's global setup.
 */
export function emptyPgliteCluster(): Blob | undefined {
  const file = process.env[PGLITE_EMPTY]
  return file ? new Blob([readFileSync(file)]) : undefined
}

/** A fresh in-memory PGlite database, migrated. */
export function openTestPglite(): Promise<Database> {
  const file = process.env[PGLITE_DUMP]
  return file ? openPglite(null, { from: new Blob([readFileSync(file)]) }) : openPglite(null)
}

/** A new PostgreSQL database on adminUrl's server (migrated when the run has a template), and the function that drops it. */
export async function createPostgresTestDatabase(adminUrl: string, prefix = 'test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const prepared = process.env[PG_TEMPLATE] ? (JSON.parse(process.env[PG_TEMPLATE]) as { adminUrl: string; name: string }) : null
  // The template lives on the run's own server; a test that brings another server migrates there.
  const template = prepared?.adminUrl === adminUrl ? prepared.name : null
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`)
  return { url: withDatabase(adminUrl, name), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) }
}

/**
 * Fills an empty PGlite data folder for a server process from the run's migrated dump, so the
 * process opens a database instead of creating one (creating a PGlite cluster is most of a fresh
 * process's start). Without the dump it does nothing and the process creates its own.
 */
export async function seedPgliteFolder(dir: string): Promise<void> {
  const file = process.env[PGLITE_DUMP]
  if (!file) return
  const { PGlite } = await import('@electric-sql/pglite')
  const client = new PGlite(dir, { loadDataDir: new Blob([readFileSync(file)]), extensions })
  await client.query('select 1')
  await client.close()
}
