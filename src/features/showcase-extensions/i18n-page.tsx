import { Globe } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { formatToday, LANGUAGES, translate, type Lang } from './i18n-dictionary'

export function I18nPage() {
  const [lang, setLang] = useState<Lang>('en')
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, number>) => translate(lang, key, values)
  const [today] = useState(() => new Date())
  return (
    <>
      <PageHeader title="I18n" description="Switch the language of a block of text. A small built-in dictionary; numbers, money and dates follow the language." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Language">
          <div className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-1 gap-1.5">
              <Label id="lang-label">Choose a language</Label>
              <Select value={lang} onValueChange={(v) => setLang(v as Lang)}>
                <SelectTrigger aria-labelledby="lang-label" className="w-56">
                  <Globe size={16} aria-hidden className="shrink-0 text-slate-500" />
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LANGUAGES.map((l) => (
                    <SelectItem key={l.code} value={l.code}>{l.name}</SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <ToggleGroup type="single" value={lang} onValueChange={(v) => v && setLang(v as Lang)} aria-label="Language">
              {LANGUAGES.map((l) => (
                <ToggleGroupItem key={l.code} value={l.code} variant="outline" size="sm" aria-label={l.name} className="uppercase">{l.code}</ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>
        </SectionCard>
        <SectionCard title="Translated content">
          <div lang={lang} className="grid grid-cols-1 gap-3" data-testid="i18n-content">
            <h3 className="text-xl font-semibold text-foreground">{t('title')}</h3>
            <p className="text-sm text-muted-foreground">{t('body')}</p>
            <p className="text-sm">{t('slots', { count: 1240 })}</p>
            <p className="text-sm">{t('earnings', { amount: 1234.5 })}</p>
            <p className="text-xs text-muted-foreground">{formatToday(lang, today)}</p>
            <div>
              <Button>{t('cta')}</Button>
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
