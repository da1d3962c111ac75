import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { CalendarEvent, CalendarName } from '@/db/demo-schema'
import { addEvent, removeEvent, updateEvent } from './calendar-api'
import type { Editing } from './calendar-app'
import { CALENDARS } from './calendar-grid'
import { draftOf, fieldsFor, withAllDay } from './event-form'

function EventForm({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const existing: CalendarEvent | null = 'event' in editing ? editing.event : null
  const [fields, setFields] = useState(() => fieldsFor(editing))
  const [invalid, setInvalid] = useState(false)
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) => setFields((f) => ({ ...f, [key]: value }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!fields.title.trim() || !fields.start) return setInvalid(true)
    try {
      const draft = draftOf(fields)
      if (existing) await updateEvent({ ...existing, ...draft })
      else await addEvent(draft)
      toast.success(existing ? 'Event updated' : 'Event added')
      onClose()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The event could not be saved')
    }
  }

  const remove = async () => {
    if (!existing) return
    try {
      await removeEvent(existing.id)
      toast.success('Event removed')
      onClose()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The event could not be removed')
    }
  }

  const dateType = fields.allDay ? 'date' : 'datetime-local'
  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="event-title">Title</Label>
        <Input id="event-title" value={fields.title} onChange={(e) => set('title', e.target.value)} aria-invalid={invalid && !fields.title.trim()} />
        {invalid && !fields.title.trim() ? <p className="text-sm text-destructive">An event needs a title.</p> : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="event-calendar">Calendar</Label>
        <NativeSelect id="event-calendar" value={fields.calendar} onChange={(e) => set('calendar', e.target.value as CalendarName)}>
          {CALENDARS.map((c) => <option key={c.name}>{c.name}</option>)}
        </NativeSelect>
      </div>
      <label className="flex items-center gap-2 text-sm text-soft-foreground">
        <Checkbox checked={fields.allDay} onCheckedChange={(on) => setFields((f) => withAllDay(f, on === true))} /> All day
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="event-start">Start</Label>
          <Input id="event-start" type={dateType} value={fields.start} onChange={(e) => set('start', e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="event-end">End</Label>
          <Input id="event-end" type={dateType} value={fields.end} onChange={(e) => set('end', e.target.value)} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="event-url">Event URL</Label>
        <Input id="event-url" type="url" value={fields.url} onChange={(e) => set('url', e.target.value)} placeholder="https://" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="event-description">Description</Label>
        <Textarea id="event-description" rows={3} value={fields.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <DialogFooter>
        {existing ? <Button variant="danger" className="mr-auto" onClick={() => void remove()}>Delete</Button> : null}
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit">{existing ? 'Update' : 'Add'}</Button>
      </DialogFooter>
    </form>
  )
}

export function EventDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const isEdit = editing !== null && 'event' in editing
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Update event' : 'Add event'}</DialogTitle>
          <DialogDescription>{isEdit ? 'Change the event or delete it.' : 'Pick a calendar, a time and a title.'}</DialogDescription>
        </DialogHeader>
        {editing ? <EventForm key={isEdit ? editing.event.id : 'new'} editing={editing} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
