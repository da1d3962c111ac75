import { describe, expect, it } from 'vitest'
import { findId, intParam, listParam, readJson, readJsonWithQuery, requireNumericId, toId } from './request'
import { HttpError } from './route'

const q = (search: string) => new URLSearchParams(search)

async function statusOf(work: Promise<unknown> | (() => unknown)): Promise<number | 'ok'> {
  try {
    await (typeof work === 'function' ? work() : work)
    return 'ok'
  } catch (error) {
    return error instanceof HttpError ? error.status : -1
  }
}

describe('query helpers', () => {
  it('reads whole numbers with defaults and refuses anything else', async () => {
    expect(intParam(q(''), 'page', 1)).toBe(1)
    expect(intParam(q('page=3'), 'page', 1)).toBe(3)
    expect(await statusOf(() => intParam(q('page=2.5'), 'page', 1))).toBe(400)
    expect(await statusOf(() => intParam(q('page=0'), 'page', 1))).toBe(400)
  })

  it('reads lists in every form clients send', () => {
    expect(listParam(q(''), 'calendars')).toBeNull()
    expect(listParam(q('calendars='), 'calendars')).toEqual([])
    expect(listParam(q('calendars=a&calendars=b'), 'calendars')).toEqual(['a', 'b'])
    expect(listParam(q('calendars%5B%5D=a&calendars%5B%5D=b'), 'calendars')).toEqual(['a', 'b'])
    expect(listParam(q('calendars[0]=a&calendars[1]=b'), 'calendars')).toEqual(['a', 'b'])
    expect(listParam(q('calendars=a,%20b'), 'calendars')).toEqual(['a', 'b'])
  })
})

describe('body helpers', () => {
  const post = (body?: string) => new Request('http://localhost/x', { method: 'POST', body })

  it('reads JSON, tolerates an empty body and refuses malformed JSON', async () => {
    expect(await readJson(post('{"a":1}'))).toEqual({ a: 1 })
    expect(await readJson(post())).toBeUndefined()
    expect(await readJson(post('   '))).toBeUndefined()
    expect(await statusOf(readJson(post('{oops')))).toBe(400)
  })

  it('finds ids in the query, a bare body, { id } or { data: { id } }', () => {
    expect(findId(q('id=4'), { id: 5 })).toBe('4')
    expect(findId(q(''), 6)).toBe(6)
    expect(findId(q(''), { id: 7 })).toBe(7)
    expect(findId(q(''), { data: { id: 8 } })).toBe(8)
    expect(findId(q(''), { other: 1 })).toBeUndefined()
  })

  it('accepts positive whole-number ids only', async () => {
    expect(toId('12')).toBe(12)
    expect(toId(12)).toBe(12)
    for (const bad of ['12a', '-1', 0, 1.5, null, '']) expect(await statusOf(() => toId(bad))).toBe(400)
  })

  it('requires a numeric id from the query or the body', async () => {
    const del = (url: string, body?: string) => new Request(`http://localhost${url}`, { method: 'DELETE', body })
    expect(await requireNumericId(del('/x?id=3'))).toBe(3)
    expect(await requireNumericId(del('/x', '{"id":"9"}'))).toBe(9)
    expect(await statusOf(requireNumericId(del('/x')))).toBe(400)
    expect(await statusOf(requireNumericId(del('/x', 'id=3')))).toBe(400)
  })
})

describe('readJsonWithQuery', () => {
  it('fills ids from the query unless the body has them', async () => {
    const post = (url: string, body?: string) => new Request(`http://localhost${url}`, { method: 'POST', body })
    expect(await readJsonWithQuery(post('/x?id=3'), ['id'])).toEqual({ id: '3' })
    expect(await readJsonWithQuery(post('/x?id=3', '{"name":"a"}'), ['id'])).toEqual({ name: 'a', id: '3' })
    expect(await readJsonWithQuery(post('/x?id=3', '{"id":4}'), ['id'])).toEqual({ id: 4 })
    expect(await readJsonWithQuery(post('/x', '{"id":4}'), ['id'])).toEqual({ id: 4 })
  })
})
