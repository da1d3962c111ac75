import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Slider } from '@/components/ui/slider'

export function SliderPage() {
  const [volume, setVolume] = useState([40])
  const [price, setPrice] = useState([20, 80])
  const [step, setStep] = useState([50])
  const [vertical, setVertical] = useState([60])
  return (
    <>
      <PageHeader title="Slider" description="Pick a value or a range by dragging, or with the arrow keys, Page Up/Down, Home and End." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={<span data-testid="volume-value">Volume: {volume[0]}</span>}>
          <Slider aria-label="Volume" value={volume} onValueChange={setVolume} max={100} />
        </SectionCard>
        <SectionCard title="Range" description={<span data-testid="price-value">Price: ${price[0]} – ${price[1]}</span>}>
          <Slider thumbLabels={['Minimum price', 'Maximum price']} value={price} onValueChange={setPrice} max={100} minStepsBetweenThumbs={5} />
        </SectionCard>
        <SectionCard title="Steps of 10" description={`Value: ${step[0]}`}>
          <Slider aria-label="Stepped value" value={step} onValueChange={setStep} step={10} tone="success" />
          <div aria-hidden className="mt-2 flex justify-between text-xs text-slate-500">
            {[0, 20, 40, 60, 80, 100].map((n) => <span key={n}>{n}</span>)}
          </div>
        </SectionCard>
        <SectionCard title="Tones and disabled">
          <div className="grid grid-cols-1 gap-5">
            <Slider aria-label="Danger" defaultValue={[30]} tone="danger" />
            <Slider aria-label="Warning" defaultValue={[70]} tone="warning" />
            <Slider aria-label="Disabled" defaultValue={[50]} disabled />
          </div>
        </SectionCard>
        <SectionCard title="Vertical" description={`Value: ${vertical[0]}`}>
          <Slider aria-label="Vertical value" orientation="vertical" value={vertical} onValueChange={setVertical} />
        </SectionCard>
      </div>
    </>
  )
}
