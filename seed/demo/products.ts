import type { CartItem, Product, WishlistItem } from '../../src/db/demo-schema'
import { slugify } from './dates'
import { createRng } from './prng'

// [name, brand, price, description]
const PRODUCTS: [string, string, number, string][] = [
  ['Studio Monitor Headphones SX-1', 'Sonora', 149.99, 'Closed-back headphones with a flat response for long mixing sessions.'],
  ['Wireless Noise-Cancelling Headphones', 'Wavecraft', 229, 'Thirty hours of battery, adaptive noise cancelling and a fold-flat design.'],
  ['USB Condenser Microphone', 'Echo Lane', 119.5, 'Plug-and-play cardioid microphone for vocals, podcasts and streaming.'],
  ['Dynamic Vocal Microphone', 'Echo Lane', 89, 'A rugged stage microphone that rejects room noise and handles loud singers.'],
  ['Two-Channel Audio Interface', 'Tonehaus', 179, 'Two low-noise preamps, direct monitoring and 24-bit/192 kHz conversion.'],
  ['49-Key MIDI Keyboard Controller', 'Bassline', 199, 'Velocity-sensitive keys, eight pads and assignable knobs for any DAW.'],
  ['Pocket Field Recorder', 'Wavecraft', 249, 'Stereo recorder with built-in X/Y microphones that fits in a jacket pocket.'],
  ['Active Studio Monitors (Pair)', 'Sonora', 399, 'Five-inch woofers, room tuning switches and balanced inputs.'],
  ['Portable Bluetooth Speaker', 'Driftwave', 59.99, 'Splash-proof speaker with twelve hours of play and a carry strap.'],
  ['Pop Filter with Gooseneck', 'Echo Lane', 19.99, 'Double-mesh screen that tames plosives without dulling the voice.'],
  ['Boom Arm Microphone Stand', 'Tonehaus', 39.99, 'Desk-mounted arm with hidden cable channels and smooth springs.'],
  ['Acoustic Foam Panels (12 Pack)', 'Quietroom', 49.99, 'Wedge panels that cut flutter echo in small home studios.'],
  ['Ring Light with Phone Holder', 'Lumiframe', 34.99, 'Ten-inch dimmable light with three colour temperatures for video clips.'],
  ['Clip-On Lavalier Microphone', 'Wavecraft', 24.99, 'Tiny omnidirectional microphone for interviews and short videos.'],
  ['Drum Pad Controller', 'Bassline', 129, 'Sixteen pressure-sensitive pads for finger drumming and sample triggering.'],
  ['Closed-Back DJ Headphones', 'Sonora', 99, 'Swivel ear cups and a coiled cable built for the booth.'],
  ['Smartphone Gimbal Stabiliser', 'Lumiframe', 89.99, 'Three-axis stabiliser with face tracking for smooth handheld shots.'],
  ['XLR Cable 6 m', 'Tonehaus', 14.99, 'Oxygen-free copper cable with metal connectors and a braided jacket.'],
  ['Compact Six-Channel Mixer', 'Tonehaus', 139, 'Two microphone preamps, a three-band EQ per channel and USB audio.'],
  ['True Wireless Earbuds', 'Driftwave', 79.99, 'Low-latency earbuds with a pocket case and touch controls.'],
  ['Vinyl Turntable with USB', 'Groovewell', 189, 'Belt-drive turntable that digitises records straight to a laptop.'],
  ['Shotgun Microphone for Cameras', 'Echo Lane', 109, 'Directional on-camera microphone with a shock mount and windshield.'],
  ['Headphone Amplifier', 'Sonora', 129.99, 'Clean, powerful amplification for high-impedance studio headphones.'],
  ['Studio Subwoofer 10-inch', 'Sonora', 349, 'Adds the bottom octave to small monitors, with a variable crossover.'],
  ['Instrument Cable 3 m', 'Groovewell', 29.99, 'Low-capacitance cable for guitars and keyboards, with a lifetime warranty.'],
  ['Noise Gate Pedal', 'Groovewell', 69, 'Silences hum and hiss between notes without choking sustain.'],
  ['Podcast Starter Kit', 'Wavecraft', 299, 'Two microphones, stands, headphones and an interface in one box.'],
]

export function buildProducts(): Product[] {
  const rng = createRng(0x9a0d)
  return PRODUCTS.map(([name, brand, price, description], index) => ({
    id: index + 1,
    name,
    slug: `${slugify(name)}-${index + 1}`,
    description,
    brand,
    price,
    image: `/images/products/${index + 1}.png`,
    hasFreeShipping: rng.chance(0.5),
    rating: rng.int(2, 5),
  }))
}

export function buildWishlist(): WishlistItem[] {
  return [
    { id: 1, productId: 3 },
    { id: 2, productId: 7 },
    { id: 3, productId: 12 },
    { id: 4, productId: 21 },
  ]
}

export function buildCart(): CartItem[] {
  return [
    { id: 1, productId: 1, qty: 1 },
    { id: 2, productId: 8, qty: 1 },
    { id: 3, productId: 13, qty: 1 },
  ]
}
