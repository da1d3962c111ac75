import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold text-foreground">Page not found</h1>
      <p className="max-w-md text-muted-foreground">The page you asked for does not exist. Check the address, or go back to your home screen.</p>
      <Button asChild>
        <Link to="/Home">Back to Home</Link>
      </Button>
    </main>
  )
}
