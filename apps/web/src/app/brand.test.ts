import { afterEach, describe, expect, it } from 'vitest';
import { brandName, pageTitle } from './brand';

function setBrandMeta(content: string | undefined) {
  document.head.querySelector('meta[name="brand-name"]')?.remove();
  if (content === undefined) return;
  const meta = document.createElement('meta');
  meta.name = 'brand-name';
  meta.content = content;
  document.head.append(meta);
}

describe('brand', () => {
  afterEach(() => setBrandMeta(undefined));

  it('reads the name the server wrote into the meta tag', () => {
    setBrandMeta('Lakeside Care');
    expect(brandName()).toBe('Lakeside Care');
    expect(pageTitle('Page not found')).toBe('Page not found | Lakeside Care');
  });

  it('falls back to Orchid when the tag is missing or empty', () => {
    expect(brandName()).toBe('Orchid');
    setBrandMeta('  ');
    expect(brandName()).toBe('Orchid');
  });
});
