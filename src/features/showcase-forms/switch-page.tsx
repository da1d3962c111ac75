import { Moon, Sun } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'
import { Switch } from '@/components/ui/switch'

const TONES = ['brand', 'success', 'danger', 'warning', 'info'] as const

function Row({ id, label, ...props }: { id: string; label: string } & ComponentProps<typeof Switch>) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}

export function SwitchPage() {
  const [wifi, setWifi] = useState(true)
  const [dark, setDark] = useState(false)
  return (
    <>
      <PageHeader title="Switch" description="On/off settings that apply at once." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={`Wi-Fi is ${wifi ? 'on' : 'off'}.`}>
          <div className="grid grid-cols-1 gap-3">
            <Row id="sw-wifi" label="Wi-Fi" checked={wifi} onCheckedChange={setWifi} />
            <Row id="sw-off" label="Bluetooth" />
            <Row id="sw-disabled" label="Disabled" disabled />
            <Row id="sw-disabled-on" label="Disabled, on" disabled defaultChecked />
          </div>
        </SectionCard>
        <SectionCard title="Colours">
          <div className="flex flex-wrap gap-6">
            {TONES.map((tone) => (
              <Row key={tone} id={`sw-${tone}`} label={tone} tone={tone} defaultChecked />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Sizes">
          <div className="flex flex-wrap items-center gap-6">
            {(['sm', 'md', 'lg'] as const).map((size) => (
              <Row key={size} id={`sw-size-${size}`} label={size} size={size} defaultChecked />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="With icons">
          <div className="flex items-center gap-3">
            <Sun size={18} aria-hidden className="text-amber-500" />
            <Switch id="sw-theme" checked={dark} onCheckedChange={setDark} aria-label="Dark look for this card" />
            <Moon size={18} aria-hidden className="text-primary" />
            <span className="text-sm text-muted-foreground">{dark ? 'Dark' : 'Light'}</span>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
