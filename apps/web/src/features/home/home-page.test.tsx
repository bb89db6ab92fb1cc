import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../app/footer/footer';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { HomePage } from './home-page';

function claimHipaa(on: boolean) {
  document.head.querySelector('meta[name="hipaa-claims"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'hipaa-claims';
  meta.content = on ? 'true' : '';
  document.head.append(meta);
}

function renderHome() {
  stubApi({});
  renderInApp(
    <>
      <HomePage />
      <Footer />
    </>,
  );
}

describe('what the home page claims', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="hipaa-claims"]')?.remove();
    vi.unstubAllGlobals();
  });

  it('claims no compliance unless the operator does', () => {
    claimHipaa(false);
    renderHome();
    expect(screen.queryByRole('img', { name: /HIPAA/ })).toBeNull();
    expect(screen.queryByText(/HIPAA/)).toBeNull();
  });

  it("shows the 'Built for HIPAA' badge and what it means when the operator turns it on", () => {
    claimHipaa(true);
    renderHome();
    // On the home page and in the footer.
    expect(screen.getAllByRole('img', { name: 'Built for HIPAA' })).toHaveLength(2);
    expect(screen.getByText(/^Built for HIPAA: health details sealed at rest/)).toBeTruthy();
    expect(screen.queryByText(/HIPAA compliant/i)).toBeNull();
  });

  it('says only what is true today about sealing and the access log', () => {
    renderHome();
    expect(
      screen.getByText(
        /are sealed with AES-256-GCM before they are stored\. Each time someone else/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Session notes, messages and files are encrypted/)).toBeNull();
  });
});
