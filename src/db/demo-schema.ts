import type { EntityTable, Table } from 'dexie'

// Row shapes of the demo-area tables. Field names follow the product specification (§3) so the
// demo pages receive exactly the shapes the template expects.

/** The folders and labels of the sample data; an update may put an e-mail in any other (§3, §4). */
export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash'
export type EmailLabel = 'personal' | 'company' | 'important' | 'private'

export interface EmailAddress {
  name: string
  email: string
}

export interface EmailAttachment {
  fileName: string
  thumbnail: string
  url: string
  size: string
}

export interface EmailReply {
  id: number
  from: EmailAddress & { avatar: string }
  to: EmailAddress[]
  subject: string
  cc: string[]
  bcc: string[]
  message: string
  attachments: EmailAttachment[]
  time: string
}

export interface Email extends EmailReply {
  isStarred: boolean
  labels: string[]
  replies: EmailReply[]
  folder: string
  isRead: boolean
  isDeleted: boolean
}

/** `position` keeps the board and task order that the kanban page shows; it is not sent out. */
export interface KanbanBoard {
  id: string
  title: string
  position: number
}

export interface KanbanTask {
  id: number
  title: string
  boardId: string
  labels: string[]
  description: string
  dueDate: string
  attachments: { name: string; img: string }[]
  comments: { name: string; img: string; comment: string }[]
  assignedTo: { title: string; img: string }[]
  coverImage?: string
  position: number
}

export type InvoiceStatus = 'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due'

export interface InvoiceClient {
  id: number
  name: string
  company: string
  companyEmail: string
  country: string
  contact: string
  address: string
}

export interface Invoice {
  id: number
  issuedDate: string
  client: Omit<InvoiceClient, 'id'>
  service: string
  total: number
  avatar: string
  invoiceStatus: InvoiceStatus
  /** A number or a currency string such as "$724" or "-$205.25", as in the template. */
  balance: number | string
  dueDate: string
}

export interface InvoicePaymentDetails {
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

export type CalendarName = 'Business' | 'Holiday' | 'Personal' | 'ETC' | 'Family'

export interface CalendarEvent {
  id: number
  url: string
  title: string
  start: string
  end: string
  allDay: boolean
  extendedProps: { calendar: CalendarName; description?: string; location?: string }
}

export type DemoUserRole = 'admin' | 'author' | 'editor' | 'maintainer' | 'subscriber'
export type DemoUserStatus = 'active' | 'inactive' | 'pending'
export type DemoUserPlan = 'basic' | 'team' | 'company' | 'enterprise'
export type DemoBilling = 'Manual - Credit Card' | 'Manual - Paypal' | 'Manual - Cash' | 'Auto Debit'

export interface DemoUser {
  id: number
  fullName: string
  username: string
  email: string
  company: string
  role: DemoUserRole
  country: string
  contact: string
  billing: DemoBilling
  currentPlan: DemoUserPlan
  status: DemoUserStatus
  avatar: string
  avatarColor: string
}

export interface Product {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  price: number
  image: string
  hasFreeShipping: boolean
  rating: number
}

export interface WishlistItem {
  id: number
  productId: number
}

export interface CartItem {
  id: number
  productId: number
  qty: number
}

export interface DataTableRow {
  id: number
  full_name: string
  post: string
  email: string
  city: string
  start_date: string
  salary: string
  age: number
  experience: string
  status: 1 | 2 | 3 | 4 | 5
  avatar: string
}

export type PermissionRole = 'administrator' | 'manager' | 'user' | 'support' | 'restricted-user'

export interface Permission {
  id: number
  name: string
  assignedTo: PermissionRole[]
  /** `yyyy-MM-dd HH:mm:ss`, the date format of the specification (§9). */
  createdDate: string
}

export interface AutocompleteEntry {
  id: number
  title: string
  rank: number
}

/** A page of the global search; the same rows are the bookmark suggestions. */
export interface SearchPage {
  id: number
  target: string
  title: string
  icon: string
  link: string
  isBookmarked: boolean
}

export interface ChatContact {
  id: number
  fullName: string
  role: string
  about: string
  avatar: string
  status: 'online' | 'busy' | 'away' | 'offline'
}

export interface ChatMessage {
  message: string
  time: string
  senderId: number
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean }
}

export interface Chat {
  id: number
  userId: number
  unseenMsgs: number
  chat: ChatMessage[]
}

export interface TodoTask {
  id: number
  title: string
  dueDate: string
  description: string
  assignee: { fullName: string; avatar: string } | null
  tags: string[]
  isCompleted: boolean
  isDeleted: boolean
  isImportant: boolean
}

/**
 * Read-only sample objects (profile, account settings, pricing, blog, FAQ, cards...): one row per
 * answer, so they need no table of their own and are replaced whole on a reseed.
 */
export interface DemoDoc {
  key: string
  value: unknown
}

// Demo tables carry no prefix except where a portal table of the same name is likely
// (`demoUsers`) or the name would be too vague (`demoDocs`).
export const demoStores = {
  emails: '&id, folder',
  kanbanBoards: '&id, position',
  kanbanTasks: '&id, boardId, position',
  invoices: '&id, invoiceStatus',
  invoiceClients: '&id',
  calendarEvents: '&id',
  demoUsers: '&id, role, status, currentPlan',
  products: '&id, &slug',
  wishlist: '&id, &productId',
  cart: '&id, &productId',
  datatableRows: '&id',
  permissions: '&id',
  autocomplete: '&id',
  searchPages: '&id',
  chatContacts: '&id',
  chats: '&id, &userId',
  todoTasks: '&id',
  demoDocs: '&key',
} satisfies Record<string, string>

export type DemoTableName = keyof typeof demoStores

export const demoTableNames = Object.keys(demoStores) as DemoTableName[]

/** The `meta` key holding the seed version the demo tables were filled from (none: seeded on next use). */
export const SEED_VERSION_KEY = 'demoSeedVersion'

export type DemoTables = {
  emails: EntityTable<Email, 'id'>
  kanbanBoards: EntityTable<KanbanBoard, 'id'>
  kanbanTasks: EntityTable<KanbanTask, 'id'>
  invoices: EntityTable<Invoice, 'id'>
  invoiceClients: EntityTable<InvoiceClient, 'id'>
  calendarEvents: EntityTable<CalendarEvent, 'id'>
  demoUsers: EntityTable<DemoUser, 'id'>
  products: EntityTable<Product, 'id'>
  wishlist: EntityTable<WishlistItem, 'id'>
  cart: EntityTable<CartItem, 'id'>
  datatableRows: EntityTable<DataTableRow, 'id'>
  permissions: EntityTable<Permission, 'id'>
  autocomplete: EntityTable<AutocompleteEntry, 'id'>
  searchPages: EntityTable<SearchPage, 'id'>
  chatContacts: EntityTable<ChatContact, 'id'>
  chats: EntityTable<Chat, 'id'>
  todoTasks: EntityTable<TodoTask, 'id'>
  demoDocs: EntityTable<DemoDoc, 'key'>
}

/** The row type of one demo table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the row type is inferred
export type DemoRow<K extends DemoTableName> = DemoTables[K] extends Table<infer R, any, any> ? R : never
