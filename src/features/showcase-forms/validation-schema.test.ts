import { describe, expect, it } from 'vitest'
import { EMPTY_SIGN_UP, validateSignUp } from './validation-schema'

const valid = { username: 'alex_m', email: 'alex@example.com', password: 'secret123', confirm: 'secret123', age: '30', website: '', country: 'Canada', terms: true }

describe('the sign-up validation rules', () => {
  it('passes valid values', () => {
    expect(validateSignUp(valid)).toBeNull()
    expect(validateSignUp({ ...valid, website: 'https://studio.example.com' })).toBeNull()
  })

  it('names every missing field', () => {
    const errors = validateSignUp(EMPTY_SIGN_UP)
    expect(Object.keys(errors ?? {}).sort()).toEqual(['age', 'confirm', 'country', 'email', 'password', 'terms', 'username'])
    expect(errors?.email).toBe('Enter your e-mail address.')
  })

  it('compares the passwords while other fields are still missing', () => {
    const errors = validateSignUp({ ...EMPTY_SIGN_UP, password: 'secret123', confirm: 'secret124' })
    expect(errors?.confirm).toBe('The passwords do not match.')
    expect(errors?.terms).toBe('Accept the terms to continue.')
  })

  it('checks formats, ranges and the repeated password', () => {
    const errors = validateSignUp({ ...valid, email: 'nope', age: '12', password: 'longenough', confirm: 'different', website: 'ftp://x.example' })
    expect(errors).toEqual({
      email: 'Enter an e-mail address like name@example.com.',
      age: 'You must be 18 or older.',
      password: 'Password must contain a digit.',
      website: 'Enter a full address starting with https://.',
      confirm: 'The passwords do not match.',
    })
  })
})
