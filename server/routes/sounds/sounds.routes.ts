import { createRoute } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import {
  AddClickBodySchema,
  AddClickResponseSchema,
  AddVideosBodySchema,
  AllSoundsQuerySchema,
  ArtistSoundsQuerySchema,
  CreateSoundBodySchema,
  DeleteSoundResponseSchema,
  HoldBodySchema,
  HoldResponseSchema,
  LockingQuerySchema,
  ReleaseBodySchema,
  ReleaseResponseSchema,
  ReservedQuerySchema,
  ReservedSlotsSchema,
  SoundFeedSchema,
  SoundIdBodySchema,
  SoundIdQuerySchema,
  SoundPageSchema,
  SoundResponseSchema,
} from './sounds.schemas'

const tags = ['Sounds']
const artist = [requireAuth, requireRole('artist', 'admin')]
const signedIn = [requireAuth]
const creator = [requireAuth, requireRole('tiktoker')]
const mirror = 'With `since` (a previous `cursor`): only what changed after it, and `deleted` ids.'

export const createSoundRoute = createRoute({
  method: 'post',
  path: '/create-sound',
  tags,
  summary: 'Create a sound campaign and escrow its budget (artist; admin with artist_id)',
  middleware: artist,
  request: { body: jsonBody(CreateSoundBodySchema) },
  responses: {
    201: jsonResponse('The new sound', SoundResponseSchema),
    200: jsonResponse('The same sound, already created with this id', SoundResponseSchema),
    ...errorResponses(400, 401, 403, 409, 422),
  },
})

export const addVideosRoute = createRoute({
  method: 'post',
  path: '/add-more-videos-to-sound',
  tags,
  summary: 'Add reference video links to a sound (its artist or an admin)',
  middleware: artist,
  request: { body: jsonBody(AddVideosBodySchema) },
  responses: { 200: jsonResponse('The sound', SoundResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const artistSoundsRoute = createRoute({
  method: 'get',
  path: '/get-artist-sounds',
  tags,
  summary: `An artist’s live sounds with slot counts and budget (the artist, default the caller; or an admin). ${mirror}`,
  middleware: artist,
  request: { query: ArtistSoundsQuerySchema },
  responses: { 200: jsonResponse('Sounds', SoundFeedSchema), ...errorResponses(400, 401, 403) },
})

export const allSoundsRoute = createRoute({
  method: 'get',
  path: '/get-all-sounds',
  tags,
  summary: `Every live sound, newest first (any signed-in user). ${mirror}`,
  middleware: signedIn,
  request: { query: AllSoundsQuerySchema },
  responses: { 200: jsonResponse('Sounds', SoundFeedSchema), ...errorResponses(400, 401) },
})

export const soundByIdRoute = createRoute({
  method: 'get',
  path: '/get-sound-by-id',
  tags,
  summary: 'One sound (a deleted one only for its artist or an admin)',
  middleware: signedIn,
  request: { query: SoundIdQuerySchema },
  responses: { 200: jsonResponse('The sound', SoundResponseSchema), ...errorResponses(400, 401, 404) },
})

export const lockingRoute = createRoute({
  method: 'get',
  path: '/get-all-sounds-with-locking',
  tags,
  summary: 'A page (12) of live sounds with free, held and used slots and the caller’s own hold',
  middleware: signedIn,
  request: { query: LockingQuerySchema },
  responses: { 200: jsonResponse('A page of sounds', SoundPageSchema), ...errorResponses(400, 401) },
})

export const deleteSoundRoute = createRoute({
  method: 'post',
  path: '/delete-sound',
  tags,
  summary: 'Delete a sound: releases held slots and refunds the unspent escrow; 409 while a use waits for a decision',
  middleware: artist,
  request: { body: jsonBody(SoundIdBodySchema) },
  responses: { 200: jsonResponse('The deleted sound', DeleteSoundResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const addClickRoute = createRoute({
  method: 'post',
  path: '/add-click',
  tags,
  summary: 'Count a click on a creator’s tracking link (no sign-in; needs the tracking link’s visitor cookie and click token)',
  description:
    'A click counts once per visitor (the signed visitor cookie) per sound per UTC day, and at most CLICKS_PER_NETWORK_PER_DAY times per network (IPv4 /24, IPv6 /64) per sound per day. Bots and headless browsers are answered but not counted. Without the cookie, or with a token that is forged, expired or for another sound, creator or visitor: 403 and nothing is counted. Limited per address (429 with Retry-After).',
  security: [],
  request: { body: jsonBody(AddClickBodySchema) },
  responses: { 200: jsonResponse('Whether it counted', AddClickResponseSchema), ...errorResponses(400, 403, 404, 409, 422, 429) },
})

export const holdSlotRoute = createRoute({
  method: 'post',
  path: '/add-hold-slot',
  tags,
  summary: 'Hold a slot on a sound for its hold time (approved, follower-verified creators); 409 when none is free',
  middleware: creator,
  request: { body: jsonBody(HoldBodySchema) },
  responses: { 201: jsonResponse('The hold', HoldResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const reservedRoute = createRoute({
  method: 'get',
  path: '/get-sound-reserved-slots',
  tags,
  summary: `The live holds on a sound (its artist or an admin). ${mirror}`,
  middleware: artist,
  request: { query: ReservedQuerySchema },
  responses: { 200: jsonResponse('Holds', ReservedSlotsSchema), ...errorResponses(400, 401, 403, 404) },
})

export const releaseRoute = createRoute({
  method: 'post',
  path: '/delete-reserved-slots',
  tags,
  summary: 'Release held slots of a sound (its artist or an admin)',
  middleware: artist,
  request: { body: jsonBody(ReleaseBodySchema) },
  responses: { 200: jsonResponse('What was released', ReleaseResponseSchema), ...errorResponses(400, 401, 403, 404, 422) },
})
