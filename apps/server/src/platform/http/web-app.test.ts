import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandIndexHtml, type WebSettings } from './web-app';

// The web app's own index.html, whose meta tags the server fills in.
const indexHtml = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');

const settings: WebSettings = {
  brandName: 'Lakeside Care',
  supportEmail: 'help@lakeside.example',
  operatorName: 'Lakeside Care Cooperative',
  operatorContact: 'privacy@lakeside.example',
  hipaaClaims: false,
};

const meta = (html: string, name: string) =>
  html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];

describe('brandIndexHtml', () => {
  it("writes the brand, the support address and the operator's name and contact", () => {
    const html = brandIndexHtml(indexHtml, settings);
    expect(html).toContain('<title>Lakeside Care</title>');
    expect(meta(html, 'brand-name')).toBe('Lakeside Care');
    expect(meta(html, 'support-email')).toBe('help@lakeside.example');
    expect(meta(html, 'operator-name')).toBe('Lakeside Care Cooperative');
    expect(meta(html, 'operator-contact')).toBe('privacy@lakeside.example');
  });

  it('says whether the operator claims HIPAA compliance, which it does not by default', () => {
    expect(meta(brandIndexHtml(indexHtml, settings), 'hipaa-claims')).toBe('');
    expect(
      meta(brandIndexHtml(indexHtml, { ...settings, hipaaClaims: true }), 'hipaa-claims'),
    ).toBe('true');
  });

  it('leaves the operator name empty when it is not set', () => {
    const html = brandIndexHtml(indexHtml, { ...settings, operatorName: undefined });
    expect(meta(html, 'operator-name')).toBe('');
  });

  it('escapes what it writes, and takes $ signs literally', () => {
    const html = brandIndexHtml(indexHtml, {
      ...settings,
      operatorName: 'A "Care" <Co> $1 & $&',
    });
    expect(meta(html, 'operator-name')).toBe('A &quot;Care&quot; &lt;Co&gt; $1 &amp; $&amp;');
  });
});
