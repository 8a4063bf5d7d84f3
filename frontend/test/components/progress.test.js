// @vitest-environment happy-dom
import {expect, test} from 'vitest';
import {progress} from '../../src/components/progress.js';

test('starts indeterminate, then reports aria values and the label', () => {
  const p = progress('Loading trace…');
  document.body.append(p.element);
  const bar = p.element.querySelector('[role="progressbar"]');
  expect(p.element.querySelector('.tbp-progress-label').textContent).toBe('Loading trace…');
  expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  expect(p.element.classList.contains('tbp-progress-indeterminate')).toBe(true);
  p.set(0.426);
  expect(bar.getAttribute('aria-valuenow')).toBe('43');
  expect(bar.getAttribute('aria-valuemin')).toBe('0');
  expect(bar.getAttribute('aria-valuemax')).toBe('100');
  expect(p.element.querySelector('.tbp-progress-bar').style.width).toBe('43%');
  expect(p.element.classList.contains('tbp-progress-indeterminate')).toBe(false);
  p.set(7, 'Decoding');
  expect(bar.getAttribute('aria-valuenow')).toBe('100');
  expect(p.element.querySelector('.tbp-progress-label').textContent).toBe('Decoding');
  expect(bar.getAttribute('aria-label')).toBe('Decoding');
  p.set(null);
  expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  p.done();
  expect(bar.getAttribute('aria-valuenow')).toBe('100');
  expect(p.element.isConnected).toBe(false);
});
