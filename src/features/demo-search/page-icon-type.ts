import type { ComponentType } from 'react'

/**
 * The page icons come from the navbar's own module and are handed to the lazily loaded search
 * and bookmark menus as a prop: importing that module from a lazy chunk makes the bundler split
 * every icon into a file of its own, which costs each first visit a dozen extra requests.
 */
export type PageIconComponent = ComponentType<{ name: string; size?: number; className?: string }>
