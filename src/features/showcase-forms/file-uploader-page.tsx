import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { FileDropzone } from './file-dropzone'

export function FileUploaderPage() {
  return (
    <>
      <PageHeader title="File Uploader" description="Drag and drop or browse; images show a preview. Files stay on your device — nothing is uploaded in this demo." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Several files">
          <FileDropzone label="Any files" accept="image/*,audio/*,.pdf,.csv,.txt" acceptText="Images, audio, PDF, CSV or text; up to 5 MB each." />
        </SectionCard>
        <SectionCard title="One image">
          <FileDropzone label="Profile picture" accept="image/*" acceptText="One image, up to 5 MB." multiple={false} />
        </SectionCard>
      </div>
    </>
  )
}
