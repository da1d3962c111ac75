import type { LucideIcon } from 'lucide-react'
import {
  Activity, Airplay, AlarmClock, Anchor, Aperture, Archive, ArrowDown, ArrowLeft, ArrowRight, ArrowUp,
  AtSign, Award, Battery, Bell, Bluetooth, Book, Bookmark, Box, Briefcase, Calendar, Camera, Cast, Check,
  ChevronDown, Clipboard, Clock, Cloud, Code, Coffee, Command, Compass, Copy, CreditCard, Crosshair, Crop,
  Database, Delete, Disc, DollarSign, Download, Droplet, ExternalLink, Eye, Feather, File, Film, Flag,
  Folder, Gift, Globe, HardDrive, Hash, Headphones, Heart, Image, Inbox, Info, Key, Layers, LifeBuoy, Link,
  List, Loader, Lock, LogIn, LogOut, Mail, MapPin, Map, Maximize, Menu, MessageCircle, MessageSquare, Mic,
  Minimize, Monitor, Moon, MousePointer, Navigation, Package, Paperclip, Pause, PenTool, Percent, Phone,
  Play, Plus, Power, Printer, Radio, RefreshCw, Repeat, Rss, Save, Scissors, Search, Send, Server, Settings,
  Share, Shield, ShoppingBag, ShoppingCart, Shuffle, SkipBack, SkipForward, Slash, Smartphone, Speaker,
  Square, Star, Sun, Sunset, Sunrise, Tablet, Tag, Target, Terminal, Thermometer, ThumbsUp, ToggleLeft,
  Trash, TrendingUp, Truck, Tv, Type, Umbrella, Underline, Upload, User, Users, Video, Voicemail, Volume2,
  Watch, Wifi, Wind, X, Zap, ZoomIn, ZoomOut,
} from 'lucide-react'

// A curated set (the Feather originals that Lucide keeps): importing the whole library would put
// every icon into this page's code.
const SET: Record<string, LucideIcon> = {
  Activity, Airplay, AlarmClock, Anchor, Aperture, Archive, ArrowDown, ArrowLeft, ArrowRight, ArrowUp,
  AtSign, Award, Battery, Bell, Bluetooth, Book, Bookmark, Box, Briefcase, Calendar, Camera, Cast, Check,
  ChevronDown, Clipboard, Clock, Cloud, Code, Coffee, Command, Compass, Copy, CreditCard, Crosshair, Crop,
  Database, Delete, Disc, DollarSign, Download, Droplet, ExternalLink, Eye, Feather, File, Film, Flag,
  Folder, Gift, Globe, HardDrive, Hash, Headphones, Heart, Image, Inbox, Info, Key, Layers, LifeBuoy, Link,
  List, Loader, Lock, LogIn, LogOut, Mail, MapPin, Map, Maximize, Menu, MessageCircle, MessageSquare, Mic,
  Minimize, Monitor, Moon, MousePointer, Navigation, Package, Paperclip, Pause, PenTool, Percent, Phone,
  Play, Plus, Power, Printer, Radio, RefreshCw, Repeat, Rss, Save, Scissors, Search, Send, Server, Settings,
  Share, Shield, ShoppingBag, ShoppingCart, Shuffle, SkipBack, SkipForward, Slash, Smartphone, Speaker,
  Square, Star, Sun, Sunset, Sunrise, Tablet, Tag, Target, Terminal, Thermometer, ThumbsUp, ToggleLeft,
  Trash, TrendingUp, Truck, Tv, Type, Umbrella, Underline, Upload, User, Users, Video, Voicemail, Volume2,
  Watch, Wifi, Wind, X, Zap, ZoomIn, ZoomOut,
}

export const ICONS: [name: string, icon: LucideIcon][] = Object.entries(SET)
