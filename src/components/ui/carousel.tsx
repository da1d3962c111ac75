import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

const navButton =
  'absolute top-1/2 z-10 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow ring-1 ring-border hover:bg-white disabled:opacity-40'

/**
 * A swipeable carousel (Embla) with previous/next buttons, dots and an announced position.
 * `slidesPerView` shows several slides at once; `autoplayMs` advances on its own until hovered or focused.
 */
export function Carousel({ label, children, options, slidesPerView = 1, slideClassName, autoplayMs, dots = true, className, onSlideChange }: {
  label: string
  children: ReactNode
  options?: EmblaOptions
  slidesPerView?: number
  /** Responsive slide widths (e.g. `basis-1/2 md:basis-1/3`); replaces `slidesPerView`. */
  slideClassName?: string
  autoplayMs?: number
  dots?: boolean
  className?: string
  onSlideChange?: (index: number) => void
}) {
  const [viewportRef, api] = useEmblaCarousel(options)
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState<number[]>([])
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  const [paused, setPaused] = useState(false)
  const slides = Children.toArray(children)

  const sync = useCallback(() => {
    if (!api) return
    setSelected(api.selectedScrollSnap())
    setSnaps(api.scrollSnapList())
    setCanPrev(api.canScrollPrev())
    setCanNext(api.canScrollNext())
    onSlideChange?.(api.selectedScrollSnap())
  }, [api, onSlideChange])

  useEffect(() => {
    if (!api) return
    // Embla has already initialised when the api arrives: read its state on the next frame.
    const frame = requestAnimationFrame(sync)
    api.on('select', sync).on('reInit', sync)
    return () => {
      cancelAnimationFrame(frame)
      api.off('select', sync).off('reInit', sync)
    }
  }, [api, sync])

  useEffect(() => {
    if (!api || !autoplayMs || paused) return
    const timer = setInterval(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)), autoplayMs)
    return () => clearInterval(timer)
  }, [api, autoplayMs, paused])

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-xl">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={cn('min-w-0 shrink-0 grow-0 pl-4', slideClassName)}
              style={slideClassName ? undefined : { flexBasis: `${100 / slidesPerView}%` }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={cn(navButton, 'left-3')} onClick={() => api?.scrollPrev()} disabled={!canPrev} aria-label="Previous slide">
        <ChevronLeft size={20} aria-hidden />
      </button>
      <button type="button" className={cn(navButton, 'right-3')} onClick={() => api?.scrollNext()} disabled={!canNext} aria-label="Next slide">
        <ChevronRight size={20} aria-hidden />
      </button>
      <p aria-live="polite" className="sr-only">{`Slide ${selected + 1} of ${snaps.length || slides.length}`}</p>
      {dots && snaps.length > 1 ? (
        <div className="mt-3 flex justify-center gap-2">
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(i)}
              className={cn('h-2.5 rounded-full transition-all', i === selected ? 'w-6 bg-primary' : 'w-2.5 bg-input')}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
