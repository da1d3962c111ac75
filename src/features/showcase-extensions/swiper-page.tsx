import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Carousel } from '@/components/ui/carousel'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'
import { DemoSlide } from './demo-slide'

const SLIDES = ['Slide 1', 'Slide 2', 'Slide 3', 'Slide 4', 'Slide 5', 'Slide 6']

function Gallery() {
  const [key, setKey] = useState(0)
  const [start, setStart] = useState(0)
  const [current, setCurrent] = useState(0)
  return (
    <div className="grid grid-cols-1 gap-3">
      {/* Re-created with a new start index when a thumbnail is picked. */}
      <Carousel key={key} label="Gallery" options={{ startIndex: start }} dots={false} onSlideChange={setCurrent}>
        {SLIDES.map((s, i) => (
          <DemoSlide key={s} index={i} title={s} />
        ))}
      </Carousel>
      <div className="flex gap-2 overflow-x-auto" role="group" aria-label="Gallery thumbnails">
        {SLIDES.map((s, i) => (
          <button key={s} type="button" aria-label={`Show ${s}`} aria-current={i === current ? 'true' : undefined} onClick={() => { setStart(i); setKey((k) => k + 1) }} className={cn('rounded-lg p-0.5 ring-2 ring-transparent', i === current && 'ring-brand-600')}>
            <DemoSlide index={i} title={String(i + 1)} className="h-12 w-16 rounded-md p-0 text-sm" />
          </button>
        ))}
      </div>
    </div>
  )
}

export function SwiperPage() {
  return (
    <>
      <PageHeader title="Swiper" description="Touch sliders built on Embla Carousel: navigation, pagination, several per view, loop and autoplay, and a gallery." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Navigation and pagination">
          <Carousel label="Default swiper">
            {SLIDES.map((s, i) => (
              <DemoSlide key={s} index={i} title={s} />
            ))}
          </Carousel>
        </SectionCard>
        <SectionCard title="Loop with autoplay">
          <Carousel label="Looping swiper" options={{ loop: true }} autoplayMs={3000}>
            {SLIDES.map((s, i) => (
              <DemoSlide key={s} index={i + 3} title={s} />
            ))}
          </Carousel>
        </SectionCard>
        <SectionCard title="Several per view" className="lg:col-span-2">
          <Carousel label="Multiple slides per view" slideClassName="basis-1/2 md:basis-1/3" options={{ align: 'start' }}>
            {SLIDES.map((s, i) => (
              <DemoSlide key={s} index={i} title={s} className="h-36 text-lg" />
            ))}
          </Carousel>
        </SectionCard>
        <SectionCard title="Centred, free drag">
          <Carousel label="Centred swiper" slidesPerView={1.5} options={{ align: 'center', dragFree: true }}>
            {SLIDES.map((s, i) => (
              <DemoSlide key={s} index={i + 1} title={s} className="h-40 text-lg" />
            ))}
          </Carousel>
        </SectionCard>
        <SectionCard title="Gallery with thumbnails">
          <Gallery />
        </SectionCard>
      </div>
    </>
  )
}
