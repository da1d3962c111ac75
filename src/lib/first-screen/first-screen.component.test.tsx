import { render, screen } from '@testing-library/react'
import { useLayoutEffect, useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { readUserData } from '@/lib/session/session'
import { adoptFormSignIn } from './handoff'
import { HANDOFF_COOKIE } from './handoff-cookie'
import { FIRST_SCREEN_ID, signInScreenHtml, VISITOR_BANNER_ID, visitorBannerHtml } from './markup'
import { firstScreenShown, hideVisitorBannerWhenSignedIn, takeOverFirstScreen } from './takeover'

// The document's own sign-in screen given over to the app's, and the session a form sent before
// the script handed over in a cookie.

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ID)?.remove()
  document.getElementById(VISITOR_BANNER_ID)?.remove()
  document.cookie = `${HANDOFF_COOKIE}=; Max-Age=0; Path=/`
})

/** The document's screen as the build writes it, with something typed and the focus in the password. */
function documentScreen(email: string, password: string): void {
  document.body.insertAdjacentHTML('afterbegin', signInScreenHtml())
  const first = document.getElementById(FIRST_SCREEN_ID) as HTMLElement
  ;(first.querySelector('[name="email"]') as HTMLInputElement).value = email
  const pass = first.querySelector('[name="password"]') as HTMLInputElement
  pass.value = password
  pass.focus()
}

/** An app form taking the screen over from its layout effect, as the sign-in page does. */
function AppForm() {
  const own = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => takeOverFirstScreen(own.current), [])
  return (
    <form ref={own} aria-label="App form">
      <input name="email" aria-label="E-mail" />
      <input name="password" aria-label="Password" type="password" />
    </form>
  )
}

describe('the first screen before the script', () => {
  it('gives what was typed and the focus to the app’s fields of the same name, then goes', () => {
    documentScreen('kemi@example.test', 'typed-before')
    render(<AppForm />)
    expect(firstScreenShown()).toBe(false)
    expect(screen.getByLabelText('E-mail')).toHaveValue('kemi@example.test')
    expect(screen.getByLabelText('Password')).toHaveValue('typed-before')
    expect(screen.getByLabelText('Password')).toHaveFocus()
  })

  it('is only removed when the app opened another page', () => {
    documentScreen('', '')
    takeOverFirstScreen()
    expect(firstScreenShown()).toBe(false)
  })

  it('hides the visitor banner of / at once for someone already signed in, and only for them', () => {
    document.body.insertAdjacentHTML('afterbegin', visitorBannerHtml())
    hideVisitorBannerWhenSignedIn(false)
    expect(screen.getByRole('complementary', { name: 'About Sound Portal' })).toBeVisible()
    hideVisitorBannerWhenSignedIn(true)
    expect(screen.queryByRole('complementary', { name: 'About Sound Portal' })).toBeNull()
  })

  it('keeps the session the server handed over and forgets the cookie', () => {
    const session = { accessToken: 'token-from-form', userData: { email: 'kemi@example.test', role: 'tiktoker' } }
    document.cookie = `${HANDOFF_COOKIE}=${encodeURIComponent(JSON.stringify(session))}; Path=/`
    expect(adoptFormSignIn()).toBe(true)
    expect(readUserData()).toMatchObject({ email: 'kemi@example.test', role: 'tiktoker', accessToken: 'token-from-form' })
    expect(document.cookie).not.toContain(`${HANDOFF_COOKIE}=`)
  })

  it('ignores a cookie that holds no session, and forgets it too', () => {
    document.cookie = `${HANDOFF_COOKIE}=not-json; Path=/`
    expect(adoptFormSignIn()).toBe(false)
    expect(readUserData()).toBeNull()
    expect(document.cookie).not.toContain(`${HANDOFF_COOKIE}=`)
    expect(adoptFormSignIn()).toBe(false)
  })
})
