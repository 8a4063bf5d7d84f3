// @vitest-environment happy-dom
// The side panel folds to a strip (issue 20, item 4): the button says what it
// does (aria-expanded, title), and the state is remembered in localStorage.
import {afterEach, describe, expect, test, vi} from 'vitest';

vi.mock('../../src/lib/api.js', () => ({api: {}, getJson: async () => [], ApiError: class extends Error {}}));

const {App, SIDE_KEY} = await import('../../src/app/app.js');

function mount() {
  const root = document.createElement('div');
  document.body.append(root);
  return new App(root);
}

describe('side panel', () => {
  afterEach(() => {
    window.localStorage.removeItem(SIDE_KEY);
    document.body.textContent = '';
  });

  test('folds and opens from its button, remembered', () => {
    const app = mount();
    const button = app.side.querySelector('button.tbp-side-toggle');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.title).toMatch(/Hide the side panel/);
    button.click();
    expect(app.side.classList.contains('tbp-side-folded')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.title).toMatch(/Show the side panel/);
    expect(window.localStorage.getItem(SIDE_KEY)).toBe('folded');

    // A new page (reload) starts folded.
    const again = mount();
    expect(again.side.classList.contains('tbp-side-folded')).toBe(true);
    again.side.querySelector('button.tbp-side-toggle').click();
    expect(again.side.classList.contains('tbp-side-folded')).toBe(false);
    expect(window.localStorage.getItem(SIDE_KEY)).toBeNull();
  });

  test('opens when the storage is blocked', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('blocked'); });
    const app = mount();
    expect(app.side.classList.contains('tbp-side-folded')).toBe(false);
    spy.mockRestore();
  });
});
