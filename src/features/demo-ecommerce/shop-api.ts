import type { CartItem, Product, WishlistItem } from '@/db/demo-schema'
import { demoSend, useDemoQuery, withQuery } from '@/lib/demo-query'

export type ShopProduct = Product & { isInWishlist: boolean; isInCart: boolean; colorOptions: string[] }
export type CartProduct = ShopProduct & { qty: number; shippingDate: string; offers: number; discountPercentage: number }

export const SORT_OPTIONS = [
  { id: 'featured', title: 'Featured' },
  { id: 'price-asc', title: 'Lowest price' },
  { id: 'price-desc', title: 'Highest price' },
] as const
export type ShopSort = (typeof SORT_OPTIONS)[number]['id']
export const PRODUCTS_PER_PAGE = 9

export interface ProductsAnswer {
  products: ShopProduct[]
  total: number
  userWishlist: WishlistItem[]
  userCart: CartItem[]
}

export function useProducts(params: { q: string; sortBy: ShopSort; page: number }) {
  return useDemoQuery<ProductsAnswer>(withQuery('/apps/ecommerce/products', { ...params, perPage: PRODUCTS_PER_PAGE }))
}

/** A product by slug or id; without either, the first product of the shop. */
export function useProduct(slugOrId: string | null) {
  const first = useDemoQuery<ProductsAnswer>(slugOrId === null ? withQuery('/apps/ecommerce/products', { perPage: 1, page: 1 }) : null)
  const key = slugOrId ?? first.data?.products[0]?.slug ?? null
  const one = useDemoQuery<{ product: ShopProduct }>(key === null ? null : `/apps/ecommerce/products/${encodeURIComponent(key)}`)
  return { ...one, error: one.error ?? first.error }
}

export function useWishlist() {
  return useDemoQuery<{ products: ShopProduct[] }>('/apps/ecommerce/wishlist')
}

export function useCart() {
  return useDemoQuery<{ products: CartProduct[] }>('/apps/ecommerce/cart')
}

/** Counts for the shop's badges. */
export function useShopCounts() {
  const cart = useDemoQuery<ProductsAnswer>(withQuery('/apps/ecommerce/products', { perPage: 1 }))
  return { cart: cart.data?.userCart.length ?? 0, wishlist: cart.data?.userWishlist.length ?? 0 }
}

export function addToCart(productId: number) {
  return demoSend('/apps/ecommerce/cart', 'POST', { productId })
}

export function removeFromCart(productId: number) {
  return demoSend(`/apps/ecommerce/cart/${productId}`, 'DELETE')
}

export function addToWishlist(productId: number) {
  return demoSend('/apps/ecommerce/wishlist', 'POST', { productId })
}

export function removeFromWishlist(productId: number) {
  return demoSend(`/apps/ecommerce/wishlist/${productId}`, 'DELETE')
}

export function toggleWishlist(product: Pick<ShopProduct, 'id' | 'isInWishlist'>) {
  return product.isInWishlist ? removeFromWishlist(product.id) : addToWishlist(product.id)
}
