import { describe, expect, it } from 'vitest'
import { emailExcerpt, emailParagraphs } from './email-text'

describe('emailParagraphs', () => {
  it('turns paragraphs into text and drops markup', () => {
    expect(emailParagraphs('<p>Hi Alex,</p><p>The <b>mix</b> &amp; the master.</p><p><script>x()</script>Bye</p>')).toEqual([
      'Hi Alex,',
      'The mix & the master.',
      'x()Bye',
    ])
  })

  it('splits on line breaks and skips empty paragraphs', () => {
    expect(emailParagraphs('one<br/>two<p></p>')).toEqual(['one', 'two'])
  })
})

describe('emailExcerpt', () => {
  it('skips the greeting and shortens long text', () => {
    expect(emailExcerpt('<p>Hi Alex,</p><p>Short body.</p>')).toBe('Short body.')
    const long = emailExcerpt(`<p>Hi,</p><p>${'a'.repeat(200)}</p>`, 20)
    expect(long).toHaveLength(20)
    expect(long.endsWith('…')).toBe(true)
  })
})
