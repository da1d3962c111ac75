import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination'

describe('the page numbers a pager shows', () => {
  it('shows the first, the last and one either side of the current page, with gaps', () => {
    expect(pageWindow(8, 20)).toEqual([1, null, 7, 8, 9, null, 20])
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5])
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4])
  })

  it('on a phone, only the first, the current and the last', () => {
    expect(pageWindow(4167, 8334, 0)).toEqual([1, null, 4167, null, 8334])
    expect(pageWindow(2, 20, 0)).toEqual([1, 2, null, 20])
    expect(pageWindow(1, 2, 0)).toEqual([1, 2])
  })
})
