import { Headphones, Mic, Music, Radio, Video } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Carousel } from '@/components/ui/carousel'
import { SectionCard } from '@/components/ui/section-card'
import { DemoSlide } from './demo-slide'

const SLIDES = [
  { title: 'Record', text: 'Capture the hook.', icon: Mic },
  { title: 'Mix', text: 'Balance it on headphones.', icon: Headphones },
  { title: 'Publish', text: 'Open slots for creators.', icon: Music },
  { title: 'Film', text: 'Creators post their videos.', icon: Video },
  { title: 'Broadcast', text: 'Watch it spread.', icon: Radio },
]

export function CarouselPage() {
  const [current, setCurrent] = useState(0)
  return (
    <>
      <PageHeader title="Carousel" description="Swipe, use the arrows or the dots. Built on Embla." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={<span data-testid="carousel-current">Showing slide {current + 1} of {SLIDES.length}</span>}>
          <Carousel label="Basic carousel" onSlideChange={setCurrent}>
            {SLIDES.map((s, i) => (
              <DemoSlide key={s.title} index={i} {...s} />
            ))}
          </Carousel>
        </SectionCard>
        <SectionCard title="Looping, with autoplay" description="Pauses while hovered or focused.">
          <Carousel label="Autoplay carousel" options={{ loop: true }} autoplayMs={4000}>
            {SLIDES.map((s, i) => (
              <DemoSlide key={s.title} index={i + 2} {...s} />
            ))}
          </Carousel>
        </SectionCard>
        <SectionCard title="Several per view" className="lg:col-span-2">
          <Carousel label="Multi-slide carousel" slideClassName="basis-1/2 md:basis-1/3" options={{ align: 'start', slidesToScroll: 1 }}>
            {SLIDES.map((s, i) => (
              <DemoSlide key={s.title} index={i + 1} title={s.title} icon={s.icon} className="h-40" />
            ))}
          </Carousel>
        </SectionCard>
      </div>
    </>
  )
}
