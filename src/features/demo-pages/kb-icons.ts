import { Briefcase, CheckCircle, Compass, CreditCard, DollarSign, Lock, Music, Send, Shield, Star, User, Video, type LucideIcon } from 'lucide-react'

// The knowledge base's seed data names its icons; these are the ones it uses.
const ICONS: Record<string, LucideIcon> = { Briefcase, CheckCircle, Compass, CreditCard, DollarSign, Lock, Music, Send, Shield, Star, User, Video }
export const kbIcon = (name: string): LucideIcon => ICONS[name] ?? Compass

const TONES: Record<string, string> = {
  'text-primary': 'text-primary',
  'text-success': 'text-success',
  'text-warning': 'text-warning',
  'text-info': 'text-info',
  'text-danger': 'text-destructive',
}
export const kbTone = (name: string) => TONES[name] ?? TONES['text-primary']

const CATEGORY_ICONS = [Compass, Music, Video, Briefcase, CreditCard, Lock]
export const categoryIcon = (index: number): LucideIcon => CATEGORY_ICONS[index % CATEGORY_ICONS.length] ?? Compass
