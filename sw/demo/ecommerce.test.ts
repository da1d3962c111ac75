import { beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext, TEST_NOW } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

type ProductView = Product & { isInWishlist: boolean; isInCart: boolean; colorOptions: string[] }

describe('GET /apps/ecommerce/products', () => {
  it('pages 9 featured products with wishlist and cart flags', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/ecommerce/products')
    expect(status).toBe(200)
    expect(body.total).toBe(27)
    expect(body.products.map((p: Product) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const wished = new Set(body.userWishlist.map((w: { productId: number }) => w.productId))
    const carted = new Set(body.userCart.map((c: { productId: number }) => c.productId))
    for (const product of body.products as ProductView[]) {
      expect(product.isInWishlist).toBe(wished.has(product.id))
      expect(product.isInCart).toBe(carted.has(product.id))
      expect(product.colorOptions.length).toBeGreaterThanOrEqual(2)
    }
    expect(body.products.find((p: ProductView) => p.id === 3).isInWishlist).toBe(true)
    expect(body.products.find((p: ProductView) => p.id === 1).isInCart).toBe(true)
  })

  it('sorts by price both ways and pages', async () => {
    const asc = await call(ctx, 'GET', '/apps/ecommerce/products?sortBy=price-asc&perPage=27')
    const prices = asc.body.products.map((p: Product) => p.price)
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b))
    const desc = await call(ctx, 'GET', '/apps/ecommerce/products?sortBy=price-desc&perPage=5&page=2')
    const all = (await ctx.db.products.toArray()).map((p) => p.price).sort((a, b) => b - a)
    expect(desc.body.products.map((p: Product) => p.price)).toEqual(all.slice(5, 10))
    expect((await call(ctx, 'GET', '/apps/ecommerce/products?sortBy=cheapest')).status).toBe(400)
  })

  it('searches product names case-insensitively', async () => {
    const { body } = await call(ctx, 'GET', '/apps/ecommerce/products?q=MICROPHONE')
    expect(body.total).toBeGreaterThan(2)
    expect(body.products.every((p: Product) => p.name.toLowerCase().includes('microphone'))).toBe(true)
  })
})

describe('GET /apps/ecommerce/products/:id', () => {
  it('finds a product by id or slug', async () => {
    const byId = await call(ctx, 'GET', '/apps/ecommerce/products/4')
    expect(byId.status).toBe(200)
    expect(byId.body.product).toMatchObject({ id: 4, isInCart: false })
    const bySlug = await call(ctx, 'GET', `/apps/ecommerce/products/${byId.body.product.slug}`)
    expect(bySlug.body.product.id).toBe(4)
    expect(bySlug.body.product.colorOptions).toEqual(byId.body.product.colorOptions)
  })

  it('answers 404 for an unknown product', async () => {
    expect((await call(ctx, 'GET', '/apps/ecommerce/products/999')).status).toBe(404)
    expect((await call(ctx, 'GET', '/apps/ecommerce/products/no-such-thing')).status).toBe(404)
  })
})

describe('cart and wishlist', () => {
  it('lists the wishlist products', async () => {
    const { body } = await call(ctx, 'GET', '/apps/ecommerce/wishlist')
    expect(body.products.map((p: Product) => p.id)).toEqual([3, 7, 12, 21])
    expect(body.products.every((p: ProductView) => p.isInWishlist)).toBe(true)
  })

  it('adds sample shipping, offers and discounts within range to the cart view, reproducibly', async () => {
    const { body } = await call(ctx, 'GET', '/apps/ecommerce/cart')
    expect(body.products.map((p: Product) => p.id)).toEqual([1, 8, 13])
    for (const item of body.products) {
      const days = (Date.parse(item.shippingDate) - TEST_NOW.getTime()) / 86_400_000
      expect(Number.isInteger(days) && days >= 1 && days <= 8).toBe(true)
      expect(item.offers).toBeGreaterThanOrEqual(1)
      expect(item.offers).toBeLessThanOrEqual(4)
      expect(item.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(item.discountPercentage).toBeLessThanOrEqual(20)
      expect(item.qty).toBe(1)
    }
    // A fresh context with the same clock and random seed gives the same extras.
    const again = await call(await seededContext(), 'GET', '/apps/ecommerce/cart')
    expect(again.body.products).toEqual(body.products)
  })

  it('adds to the cart once with qty 1 and answers 201', async () => {
    const first = await call(ctx, 'POST', '/apps/ecommerce/cart', { productId: 5 })
    expect(first.status).toBe(201)
    expect(first.body.item).toMatchObject({ productId: 5, qty: 1 })
    const second = await call(ctx, 'POST', '/apps/ecommerce/cart', { productId: 5 })
    expect(second.status).toBe(201)
    expect(second.body.item.id).toBe(first.body.item.id)
    expect(await ctx.db.cart.where('productId').equals(5).count()).toBe(1)
    const product = await call(ctx, 'GET', '/apps/ecommerce/products/5')
    expect(product.body.product.isInCart).toBe(true)
  })

  it('takes the product id from the query too', async () => {
    expect((await call(ctx, 'POST', '/apps/ecommerce/wishlist?productId=10')).status).toBe(201)
    expect(await ctx.db.wishlist.where('productId').equals(10).count()).toBe(1)
  })

  it('adds to the wishlist and removes from both lists', async () => {
    expect((await call(ctx, 'POST', '/apps/ecommerce/wishlist', { productId: 9 })).status).toBe(201)
    expect(await ctx.db.wishlist.where('productId').equals(9).count()).toBe(1)
    expect((await call(ctx, 'DELETE', '/apps/ecommerce/wishlist/9')).status).toBe(200)
    expect((await call(ctx, 'DELETE', '/apps/ecommerce/cart/1')).status).toBe(200)
    expect(await ctx.db.wishlist.where('productId').equals(9).count()).toBe(0)
    expect(await ctx.db.cart.where('productId').equals(1).count()).toBe(0)
    expect((await call(ctx, 'DELETE', '/apps/ecommerce/cart/1')).status).toBe(404)
  })

  it('rejects a malformed or unknown product without writing', async () => {
    expect((await call(ctx, 'POST', '/apps/ecommerce/cart', { productId: 'five' })).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/ecommerce/cart', {})).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/ecommerce/cart', 'nope')).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/ecommerce/wishlist', { productId: 999 })).status).toBe(404)
    expect((await call(ctx, 'DELETE', '/apps/ecommerce/cart/abc')).status).toBe(400)
    expect(await ctx.db.cart.count()).toBe(3)
    expect(await ctx.db.wishlist.count()).toBe(4)
  })
})
