import { useState } from 'react'
import { Autocomplete } from '@/components/ui/autocomplete'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SectionCard } from '@/components/ui/section-card'
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select'
import { MultiSelect } from './multi-select'

const COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Australia', 'Germany', 'France', 'Nigeria', 'India', 'Brazil', 'Japan', 'South Africa', 'Mexico', 'Spain', 'Netherlands', 'Kenya', 'Sweden']
const GENRES = ['Lo-fi', 'House', 'Afrobeats', 'Drill', 'Jazz', 'Pop']

export function SelectPage() {
  const [country, setCountry] = useState('')
  const [genres, setGenres] = useState<string[]>(['House', 'Jazz'])
  return (
    <>
      <PageHeader title="Select" description="Pick from a list: the styled select, the platform’s own, several at once, or with search." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={country ? `Chosen: ${country}` : 'Nothing chosen.'}>
          <div className="grid grid-cols-1 gap-1.5">
            <Label id="sel-country-label">Country</Label>
            <Select value={country} onValueChange={setCountry}>
              <SelectTrigger aria-labelledby="sel-country-label"><SelectValue placeholder="Select a country" /></SelectTrigger>
              <SelectContent>
                {COUNTRIES.map((c) => <SelectItem key={c} value={c}>{c}</SelectItem>)}
              </SelectContent>
            </Select>
          </div>
        </SectionCard>
        <SectionCard title="Groups and disabled options">
          <div className="grid grid-cols-1 gap-1.5">
            <Label id="sel-food-label">Favourite snack</Label>
            <Select defaultValue="apple">
              <SelectTrigger aria-labelledby="sel-food-label"><SelectValue /></SelectTrigger>
              <SelectContent>
                <SelectGroup>
                  <SelectLabel>Fruit</SelectLabel>
                  <SelectItem value="apple">Apple</SelectItem>
                  <SelectItem value="banana">Banana</SelectItem>
                  <SelectItem value="durian" disabled>Durian (out of stock)</SelectItem>
                </SelectGroup>
                <SelectSeparator />
                <SelectGroup>
                  <SelectLabel>Sweets</SelectLabel>
                  <SelectItem value="fudge">Fudge</SelectItem>
                  <SelectItem value="toffee">Toffee</SelectItem>
                </SelectGroup>
              </SelectContent>
            </Select>
          </div>
        </SectionCard>
        <SectionCard title="Native select" description="Best on phones and in long forms.">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="sel-native">Plan</Label>
            <NativeSelect id="sel-native" defaultValue="standard">
              <option value="basic">Basic</option>
              <option value="standard">Standard</option>
              <option value="enterprise">Enterprise</option>
            </NativeSelect>
          </div>
        </SectionCard>
        <SectionCard title="Several at once">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="sel-multi">Genres</Label>
            <MultiSelect id="sel-multi" label="Genres" options={GENRES} value={genres} onChange={setGenres} />
          </div>
        </SectionCard>
        <SectionCard title="With search">
          <div className="grid grid-cols-1 gap-1.5">
            <Label id="sel-search-label" htmlFor="sel-search">Country</Label>
            <Autocomplete id="sel-search" ariaLabelledBy="sel-search-label" items={COUNTRIES} getLabel={(c) => c} getKey={(c) => c} placeholder="Type to search" />
          </div>
        </SectionCard>
        <SectionCard title="Disabled">
          <div className="grid grid-cols-1 gap-1.5">
            <Label id="sel-disabled-label">Region</Label>
            <Select disabled defaultValue="eu">
              <SelectTrigger aria-labelledby="sel-disabled-label"><SelectValue /></SelectTrigger>
              <SelectContent><SelectItem value="eu">Europe</SelectItem></SelectContent>
            </Select>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
