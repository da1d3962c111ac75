import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Wizard } from './wizard'

export function WizardPage() {
  return (
    <>
      <PageHeader title="Form Wizard" description="A long form split into steps. Required fields are checked before the next step." />
      <div className="grid grid-cols-1 gap-6">
        <SectionCard title="Horizontal wizard">
          <Wizard idPrefix="wz" />
        </SectionCard>
        <SectionCard title="Vertical wizard">
          <Wizard idPrefix="wzv" vertical />
        </SectionCard>
      </div>
    </>
  )
}
