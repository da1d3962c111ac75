import { describe, expect, it } from 'vitest'
import { badRequest, defineRoute, matchPath, type DemoContext } from './route'

const ctx = {} as DemoContext

describe('matchPath', () => {
  it('matches fixed segments and decodes params', () => {
    expect(matchPath('/apps/kanban/boards', '/apps/kanban/boards')).toEqual({})
    expect(matchPath('/apps/kanban/boards', '/apps/kanban/boards/')).toEqual({})
    expect(matchPath('/apps/ecommerce/cart/:productId', '/apps/ecommerce/cart/12')).toEqual({ productId: '12' })
    expect(matchPath('/apps/ecommerce/products/:id', '/apps/ecommerce/products/pop%20filter')).toEqual({ id: 'pop filter' })
  })

  it('rejects other paths, extra segments and empty params', () => {
    expect(matchPath('/apps/kanban/boards', '/apps/kanban/tasks')).toBeNull()
    expect(matchPath('/apps/ecommerce/cart/:productId', '/apps/ecommerce/cart/1/2')).toBeNull()
    expect(matchPath('/apps/ecommerce/cart/:productId', '/apps/ecommerce/cart//')).toBeNull()
    expect(matchPath('/apps/ecommerce/products/:id', '/apps/ecommerce/products/%E0%A4%A')).toBeNull()
  })
})

describe('defineRoute', () => {
  const request = new Request('http://localhost/x')

  it('turns an expected error into its status with a message', async () => {
    const route = defineRoute('GET', '/x', async () => {
      throw badRequest('nope')
    })
    const response = await route.handler(request, {}, ctx)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'nope' })
  })

  it('turns an unexpected error into a 500 instead of throwing', async () => {
    const route = defineRoute('GET', '/x', async () => {
      throw new TypeError('boom')
    })
    const response = await route.handler(request, {}, ctx)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'boom' })
    expect(response.headers.get('content-type')).toContain('application/json')
  })
})
