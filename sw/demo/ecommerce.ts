import * as z from 'zod/mini'
import type { AppDB } from '../../src/db/db'
import type { Product } from '../../src/db/demo-schema'
import { addDays, matchesQuery, nextId, paginate } from './list'
import { idSchema, intParam, parseWith, queryOf, readJsonWithQuery, textParam, toId } from './request'
import { badRequest, defineRoute, json, notFound, type DemoContext, type DemoRoute } from './route'

const COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const
const SORTS = ['featured', 'price-asc', 'price-desc'] as const

/** Two to five colours per product, derived from its id so a product always offers the same ones. */
function colorOptions(id: number): string[] {
  return Array.from({ length: 2 + (id % 4) }, (_, i) => COLORS[(id + i) % COLORS.length] ?? 'primary')
}

async function shopState(db: AppDB) {
  const [userWishlist, userCart] = await Promise.all([db.wishlist.toArray(), db.cart.toArray()])
  const wished = new Set(userWishlist.map((item) => item.productId))
  const carted = new Set(userCart.map((item) => item.productId))
  const view = (product: Product) => ({
    ...product,
    isInWishlist: wished.has(product.id),
    isInCart: carted.has(product.id),
    colorOptions: colorOptions(product.id),
  })
  return { userWishlist, userCart, view }
}

const randomInt = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1))

const productIdBody = z.object({ productId: idSchema })

async function requireProduct(db: AppDB, id: number): Promise<Product> {
  const product = await db.products.get(id)
  if (!product) throw notFound(`Product ${id} not found`)
  return product
}

/** Adds the product once; adding it again answers the existing item. */
async function addToCart(db: AppDB, productId: number) {
  const existing = await db.cart.where('productId').equals(productId).first()
  if (existing) return existing
  const created = { id: nextId(await db.cart.toArray()), productId, qty: 1 }
  await db.cart.add(created)
  return created
}

async function addToWishlist(db: AppDB, productId: number) {
  const existing = await db.wishlist.where('productId').equals(productId).first()
  if (existing) return existing
  const created = { id: nextId(await db.wishlist.toArray()), productId }
  await db.wishlist.add(created)
  return created
}

function addRoute(list: 'cart' | 'wishlist') {
  return defineRoute('POST', `/apps/ecommerce/${list}`, async (req, _params, { db }) => {
    const { productId } = parseWith(productIdBody, await readJsonWithQuery(req, ['productId']))
    const item = await db.transaction('rw', db.products, db[list], async () => {
      await requireProduct(db, productId)
      return list === 'cart' ? addToCart(db, productId) : addToWishlist(db, productId)
    })
    return json(201, { item })
  })
}

function removeRoute(list: 'cart' | 'wishlist') {
  return defineRoute('DELETE', `/apps/ecommerce/${list}/:productId`, async (_req, params, { db }) => {
    const productId = toId(params.productId, 'productId')
    const removed = await db[list].where('productId').equals(productId).delete()
    if (removed === 0) throw notFound(`Product ${productId} is not in the ${list}`)
    return json(200, { productId })
  })
}

async function cartView({ db, now, random }: DemoContext) {
  const { userCart, view } = await shopState(db)
  const products = await db.products.bulkGet(userCart.map((item) => item.productId))
  return userCart.flatMap((item, index) => {
    const product = products[index]
    if (!product) return []
    return [
      {
        ...view(product),
        qty: item.qty,
        // Sample extras the template adds to each cart line (§9 ranges), drawn from the context.
        shippingDate: addDays(now(), randomInt(random, 1, 8)).toISOString(),
        offers: randomInt(random, 1, 4),
        discountPercentage: randomInt(random, 3, 20),
      },
    ]
  })
}

export const ecommerceRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/ecommerce/products', async (req, _params, { db }) => {
    const query = queryOf(req)
    const sortBy = textParam(query, 'sortBy', 'featured')
    if (!(SORTS as readonly string[]).includes(sortBy)) throw badRequest(`sortBy must be one of ${SORTS.join(', ')}`)
    const perPage = intParam(query, 'perPage', 9)
    const page = intParam(query, 'page', 1)
    const q = textParam(query, 'q')
    const filtered = (await db.products.toArray()).filter((product) => matchesQuery(q, product.name))
    if (sortBy === 'price-asc') filtered.sort((a, b) => a.price - b.price || a.id - b.id)
    if (sortBy === 'price-desc') filtered.sort((a, b) => b.price - a.price || a.id - b.id)
    const { userWishlist, userCart, view } = await shopState(db)
    return json(200, { products: paginate(filtered, perPage, page).map(view), total: filtered.length, userWishlist, userCart })
  }),

  defineRoute('GET', '/apps/ecommerce/products/:id', async (_req, params, { db }) => {
    const key = params.id ?? ''
    const product = /^\d+$/.test(key) ? await db.products.get(Number(key)) : await db.products.get({ slug: key })
    if (!product) throw notFound(`Product ${key} not found`)
    const { view } = await shopState(db)
    return json(200, { product: view(product) })
  }),

  defineRoute('GET', '/apps/ecommerce/wishlist', async (_req, _params, { db }) => {
    const { userWishlist, view } = await shopState(db)
    const products = await db.products.bulkGet(userWishlist.map((item) => item.productId))
    return json(200, { products: products.filter((product) => product !== undefined).map(view) })
  }),

  defineRoute('GET', '/apps/ecommerce/cart', async (_req, _params, ctx) => {
    return json(200, { products: await cartView(ctx) })
  }),

  addRoute('cart'),
  addRoute('wishlist'),
  removeRoute('cart'),
  removeRoute('wishlist'),
]
