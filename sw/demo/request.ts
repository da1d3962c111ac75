import { en } from 'zod/locales'
import * as z from 'zod/mini'
import { badRequest } from './route'

// zod/mini loads no locale, so every issue would read "Invalid input"; English keeps the 400
// messages as readable as with the classic API ("title: Too small: expected string to have >=1 characters").
// Imported by name so no bundler pulls in the other locales through the `z.locales` namespace.
z.config(en())

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function queryOf(req: Request): URLSearchParams {
  return new URL(req.url).searchParams
}

/** A trimmed text parameter; absent or blank gives the fallback. */
export function textParam(query: URLSearchParams, name: string, fallback = ''): string {
  const value = query.get(name)?.trim()
  return value ? value : fallback
}

/** A whole-number parameter of at least `min`; anything else is a 400, never a silent default. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min = 1): number {
  const raw = query.get(name)?.trim()
  if (!raw) return fallback
  if (!/^-?\d+$/.test(raw)) throw badRequest(`${name} must be a whole number`)
  const value = Number(raw)
  if (value < min) throw badRequest(`${name} must be at least ${min}`)
  return value
}

/**
 * A list parameter as clients send it: repeated (`a=x&a=y`), bracketed (`a[]=x`, `a[0]=x`)
 * or comma separated (`a=x,y`). Null when the parameter is absent altogether.
 */
export function listParam(query: URLSearchParams, name: string): string[] | null {
  const raw: string[] = []
  let present = false
  for (const [key, value] of query) {
    if (key === name || (key.startsWith(`${name}[`) && key.endsWith(']'))) {
      present = true
      raw.push(value)
    }
  }
  if (!present) return null
  return raw.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)
}

export function sortParam(query: URLSearchParams, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  const value = textParam(query, 'sort', fallback).toLowerCase()
  if (value !== 'asc' && value !== 'desc') throw badRequest('sort must be asc or desc')
  return value
}

/** The JSON body, or undefined when there is none; a body that is not JSON is a 400. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
}

/**
 * The JSON body with ids the client put in the query instead (`?id=3`) filled in, so POST calls
 * accept an id either way. A body value wins over the query.
 */
export async function readJsonWithQuery(req: Request, keys: readonly string[]): Promise<unknown> {
  const body = await readJson(req)
  const query = queryOf(req)
  const fromQuery = keys.filter((key) => query.has(key) && !(isRecord(body) && body[key] !== undefined))
  if (fromQuery.length === 0 || (body !== undefined && !isRecord(body))) return body
  return { ...(body ?? {}), ...Object.fromEntries(fromQuery.map((key) => [key, query.get(key)])) }
}

/** The template wraps some bodies in `{ data }`; accept both shapes. */
export function unwrapData(body: unknown): unknown {
  return isRecord(body) && isRecord(body.data) ? body.data : body
}

export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.map(String).join('.')
  const message = issue ? (where ? `${where}: ${issue.message}` : issue.message) : 'Invalid request'
  throw badRequest(message)
}

const digits = z.string().check(z.trim(), z.regex(/^\d+$/, 'must be a positive whole number'))

/** A positive whole-number id given as a number or as digits in a string. */
export const idSchema = z.union([
  z.number().check(z.int(), z.positive()),
  z.pipe(digits, z.transform(Number)).check(z.refine((value) => value > 0, 'must be a positive whole number')),
])

export const idListSchema = z.union([
  z.pipe(idSchema, z.transform((id) => [id])),
  z.array(idSchema).check(z.minLength(1)),
])

export function toId(value: unknown, name = 'id'): number {
  const result = idSchema.safeParse(value)
  if (!result.success) throw badRequest(`${name} must be a positive whole number`)
  return result.data
}

/**
 * Looks for an id where the template's clients put it: the query (`?id=`), a bare JSON value,
 * `{ id }` or `{ data: { id } }`. The first of `keys` found wins.
 */
export function findId(query: URLSearchParams, body: unknown, keys: readonly string[] = ['id']): unknown {
  for (const key of keys) {
    const value = query.get(key)
    if (value !== null && value.trim() !== '') return value
  }
  if (typeof body === 'number' || typeof body === 'string') return body
  for (const container of [body, unwrapData(body)]) {
    if (!isRecord(container)) continue
    for (const key of keys) if (container[key] !== undefined) return container[key]
  }
  return undefined
}

/** A numeric id from the query or the body; missing or malformed is a 400. */
export async function requireNumericId(req: Request, keys: readonly string[] = ['id']): Promise<number> {
  const query = queryOf(req)
  const body = keys.some((key) => query.has(key)) ? undefined : await readJson(req)
  const raw = findId(query, body, keys)
  if (raw === undefined) throw badRequest(`${keys[0] ?? 'id'} is required`)
  return toId(raw, keys[0])
}
