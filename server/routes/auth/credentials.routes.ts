import { createRoute } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse, MessageSchema } from '../../lib/api-schemas'
import {
  LoginBodySchema,
  ResetCodeQuerySchema,
  ResetCodeUserSchema,
  ResetPasswordBodySchema,
  ResetRequestBodySchema,
  SessionResponseSchema,
  SignupBodySchema,
} from './auth.schemas'

export const signupRoute = createRoute({
  method: 'post',
  path: '/signup',
  tags: ['Auth'],
  summary: 'Create an artist, musician, tiktoker or brand account (pending approval) and sign in',
  request: { body: jsonBody(SignupBodySchema) },
  responses: {
    201: jsonResponse('The new account and its access token', SessionResponseSchema),
    ...errorResponses(400, 409, 413, 415, 422),
  },
})

export const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password',
  description: 'Wrong credentials answer 400 "Email or password is incorrect". Limited per IP and per account (429).',
  request: { body: jsonBody(LoginBodySchema) },
  responses: {
    200: jsonResponse('The account and its access token', SessionResponseSchema),
    ...errorResponses(400, 413, 415, 422, 429),
  },
})

export const sendResetRoute = createRoute({
  method: 'post',
  path: '/send-password-reset-email',
  tags: ['Auth'],
  summary: 'Mail a single-use reset code (valid one hour)',
  description: 'The answer is the same whether or not the e-mail belongs to an account.',
  request: { body: jsonBody(ResetRequestBodySchema) },
  responses: { 200: jsonResponse('Accepted', MessageSchema), ...errorResponses(400, 413, 415, 422, 429) },
})

export const resetCodeUserRoute = createRoute({
  method: 'get',
  path: '/get-user-by-reset-code',
  tags: ['Auth'],
  summary: 'The account a valid reset code belongs to',
  request: { query: ResetCodeQuerySchema },
  responses: { 200: jsonResponse('The account', ResetCodeUserSchema), ...errorResponses(400, 404, 429) },
})

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/reset-password',
  tags: ['Auth'],
  summary: 'Set a new password with a reset code; ends every existing session',
  request: { body: jsonBody(ResetPasswordBodySchema) },
  responses: { 200: jsonResponse('Password changed', MessageSchema), ...errorResponses(400, 404, 413, 415, 422, 429) },
})
