// @vitest-environment happy-dom
import {expect, test} from 'vitest';
import {attachTooltip} from '../../src/components/tooltip.js';

function mouse(type, x = 10, y = 20) {
  return new MouseEvent(type, {clientX: x, clientY: y});
}

test('shows the text near the pointer on mouseenter and hides on mouseleave', () => {
  const target = document.createElement('span');
  document.body.append(target);
  const tip = attachTooltip(target, '<b>op</b> took 5 ms');
  target.dispatchEvent(mouse('mouseenter', 10, 20));
  const node = document.querySelector('.tbp-tooltip');
  expect(node).toBe(tip.element);
  expect(node.getAttribute('role')).toBe('tooltip');
  expect(node.hidden).toBe(false);
  expect(node.textContent).toBe('<b>op</b> took 5 ms');
  expect(node.querySelector('b')).toBeNull();
  expect(node.style.left).toBe('22px');
  expect(target.getAttribute('aria-describedby')).toBe(node.id);
  target.dispatchEvent(mouse('mouseleave'));
  expect(node.hidden).toBe(true);
  expect(target.hasAttribute('aria-describedby')).toBe(false);
});

test('one shared element; function text is read at show time; focus/blur work', () => {
  const a = document.createElement('button');
  const b = document.createElement('button');
  document.body.append(a, b);
  let n = 0;
  attachTooltip(a, () => `call ${++n}`);
  const tb = attachTooltip(b, 'B');
  a.dispatchEvent(new FocusEvent('focus'));
  expect(document.querySelectorAll('.tbp-tooltip')).toHaveLength(1);
  expect(tb.element.textContent).toBe('call 1');
  a.dispatchEvent(new FocusEvent('blur'));
  expect(tb.element.hidden).toBe(true);
  a.dispatchEvent(mouse('mouseenter'));
  expect(tb.element.textContent).toBe('call 2');
  b.dispatchEvent(mouse('mouseenter'));
  expect(tb.element.textContent).toBe('B');
  a.dispatchEvent(mouse('mouseleave')); // a no longer owns the tooltip
  expect(tb.element.hidden).toBe(false);
  tb.detach();
  expect(tb.element.hidden).toBe(true);
  b.dispatchEvent(mouse('mouseenter'));
  expect(tb.element.hidden).toBe(true);
});

test('empty text shows nothing', () => {
  const target = document.createElement('span');
  document.body.append(target);
  const tip = attachTooltip(target, () => '');
  target.dispatchEvent(mouse('mouseenter'));
  expect(tip.element.hidden).toBe(true);
});
