import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Rating, RatingDisplay } from '@/components/ui/rating'
import { SectionCard } from '@/components/ui/section-card'

export function RatingsPage() {
  const [basic, setBasic] = useState(3)
  const [big, setBig] = useState(2)
  const [ten, setTen] = useState(7)
  return (
    <>
      <PageHeader title="Ratings" description="Star ratings: pick with a click, or with the arrow keys once a star has focus." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={<span data-testid="rating-value">{basic} of 5</span>}>
          <Rating label="Basic rating" value={basic} onValueChange={setBasic} />
        </SectionCard>
        <SectionCard title="Read only" description="An average, with a partly filled star.">
          <div className="flex items-center gap-3">
            <RatingDisplay value={3.6} />
            <span className="text-sm text-muted-foreground">3.6 (128 reviews)</span>
          </div>
        </SectionCard>
        <SectionCard title="Sizes and colours" description={`${big} of 5`}>
          <div className="grid grid-cols-1 gap-3">
            <Rating label="Small rating" size="sm" tone="brand" value={big} onValueChange={setBig} />
            <Rating label="Large rating" size="lg" tone="red" value={big} onValueChange={setBig} />
          </div>
        </SectionCard>
        <SectionCard title="Ten stars" description={`${ten} of 10`}>
          <Rating label="Ten-star rating" max={10} value={ten} onValueChange={setTen} />
        </SectionCard>
        <SectionCard title="Disabled">
          <Rating label="Disabled rating" value={4} onValueChange={() => undefined} disabled />
        </SectionCard>
      </div>
    </>
  )
}
