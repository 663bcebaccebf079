import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are four or fewer', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('slides a window of four with the current page', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 9)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([6, 7, 8, 9]);
  });

  it('copes with a page past the end and with no pages', () => {
    expect(pageWindow(20, 6)).toEqual([3, 4, 5, 6]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
