import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainIcon, iconPath } from './plain-icon';

describe('PlainIcon', () => {
  it("draws Tabler's file as one svg with one path, without the file's invisible box", () => {
    const { container } = render(<PlainIcon name="chevronDown" size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect([...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual(['M6 9l6 6l6 -6']);
    expect(svg.querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('keeps every path of an icon drawn by several, as subpaths of one', () => {
    const file = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
  <path stroke="none" d="M0 0h24v24H0z" fill="none" />
  <path d="M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" />
  <path d="M21 21l-6 -6" />
</svg>`;
    expect(iconPath(file)).toBe('M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0 M21 21l-6 -6');
  });

  it('refuses a file with a shape other than a path, rather than draw it wrong', () => {
    const file = '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" /></svg>';
    expect(() => iconPath(file)).toThrow('plain-icon draws paths only, not <circle cx="12" cy="12" r="9" />');
  });
});
