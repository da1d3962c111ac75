import { Headphones, Music } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, PageHeader } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/cn'

const TEXT = 'Bear claw sesame snaps gummies chocolate. Chupa chups candy canes lemon drops.'
const FILLED = [
  ['Primary', 'bg-brand-700 text-white'],
  ['Secondary', 'bg-slate-600 text-white'],
  ['Success', 'bg-emerald-700 text-white'],
  ['Danger', 'bg-red-700 text-white'],
  ['Warning', 'bg-amber-400 text-slate-950'],
  ['Info', 'bg-sky-700 text-white'],
] as const
const BORDERS = ['border-brand-600', 'border-emerald-600', 'border-red-600', 'border-amber-500']

function Cover({ tone }: { tone: string }) {
  return (
    <div aria-hidden className={cn('-mx-6 -mt-6 mb-4 flex h-40 items-center justify-center rounded-t-xl bg-gradient-to-br text-white', tone)}>
      <Music size={40} />
    </div>
  )
}

export function BasicCardsPage() {
  return (
    <>
      <PageHeader title="Basic Cards" description="Cards with titles, covers, lists, tabs, colours and borders." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <Card>
          <Cover tone="from-brand-700 to-fuchsia-600" />
          <CardTitle as="h3">Card with a cover</CardTitle>
          <CardContent className="mt-2">{TEXT}</CardContent>
          <CardFooter><Button variant="outline">Go somewhere</Button></CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Title and subtitle</CardTitle>
            <CardDescription>Support card subtitle</CardDescription>
          </CardHeader>
          <CardContent>{TEXT}</CardContent>
          <CardFooter>
            <a href="#card-link" className="text-sm font-medium text-primary hover:underline">Card link</a>
            <a href="#another-link" className="text-sm font-medium text-primary hover:underline">Another link</a>
          </CardFooter>
        </Card>
        <Card className="p-0">
          <div className="border-b border-border px-6 py-4 font-semibold">Featured</div>
          <ul className="divide-y divide-border text-sm">
            {['Cras justo odio', 'Dapibus ac facilisis in', 'Vestibulum at eros'].map((i) => <li key={i} className="px-6 py-3">{i}</li>)}
          </ul>
          <div className="border-t border-border px-6 py-3 text-xs text-slate-500">Last updated 3 mins ago</div>
        </Card>
        <Card className="text-center">
          <Headphones aria-hidden className="mx-auto mb-3 text-primary" size={32} />
          <CardTitle as="h3">Centred text</CardTitle>
          <CardContent className="mt-2">{TEXT}</CardContent>
          <CardFooter className="justify-center"><Button>Go somewhere</Button></CardFooter>
        </Card>
        <Card className="text-right">
          <CardTitle as="h3">Right-aligned text</CardTitle>
          <CardContent className="mt-2">{TEXT}</CardContent>
          <CardFooter className="justify-end"><Button variant="secondary">Go somewhere</Button></CardFooter>
        </Card>
        <Card>
          <Tabs defaultValue="home">
            <TabsList>
              <TabsTrigger value="home">Home</TabsTrigger>
              <TabsTrigger value="profile">Profile</TabsTrigger>
              <TabsTrigger value="about">About</TabsTrigger>
            </TabsList>
            {['home', 'profile', 'about'].map((v) => (
              <TabsContent key={v} value={v}>
                <CardTitle as="h3" className="capitalize">{v} tab</CardTitle>
                <CardContent className="mt-2">{TEXT}</CardContent>
              </TabsContent>
            ))}
          </Tabs>
        </Card>
      </div>
      <h2 className="mt-8 mb-4 text-xl font-semibold text-foreground">Coloured cards</h2>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {FILLED.map(([name, cls]) => (
          <Card key={name} className={cn('ring-0', cls)}>
            <h3 className="text-lg font-semibold">{name} card</h3>
            <p className="mt-2 text-sm opacity-90">{TEXT}</p>
          </Card>
        ))}
      </div>
      <h2 className="mt-8 mb-4 text-xl font-semibold text-foreground">Border cards</h2>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {BORDERS.map((cls, i) => (
          <Card key={cls} className={cn('border-l-4', cls)}>
            <h3 className="font-semibold text-foreground">Border card {i + 1}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{TEXT}</p>
          </Card>
        ))}
      </div>
    </>
  )
}
