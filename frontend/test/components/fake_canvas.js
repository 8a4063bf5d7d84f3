// A stand-in 2D canvas context, enough for Chart.js to build and draw
// charts in happy-dom (which has no canvas).

import {afterEach, beforeEach, vi} from 'vitest';

export function fakeContext(canvas) {
  const state = {canvas, font: '10px sans-serif'};
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (typeof key === 'symbol' || key === 'length' || key === 'then') return undefined;
      if (key === 'measureText') return (text) => ({width: String(text).length * 6});
      if (key === 'getLineDash') return () => [];
      if (key === 'createLinearGradient' || key === 'createPattern') return () => ({addColorStop() {}});
      return () => {};
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
}

/** Every canvas of the tests of the calling file gets a fakeContext; the page is emptied after each. */
export function useFakeCanvas() {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function getContext() {
      return fakeContext(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });
}
