import { describe, expect, it } from 'vitest';
import { footerKind, shellChrome } from './shell-chrome';

const topBar = (path: string) => shellChrome(path).topBar;

describe('shellChrome', () => {
  it('shows the guest navigation on public pages', () => {
    for (const path of ['/', '/professional-search', '/pricing', '/blogs/some-post', '/anything']) {
      expect(shellChrome(path)).toEqual({ topBar: 'guest', bottomBar: true });
    }
  });

  it('shows the reduced navigation on the professional landing page', () => {
    expect(topBar('/professional-homepage')).toBe('professional-landing');
    expect(topBar('/professional-homepage/')).toBe('professional-landing');
  });

  it('hides the navigation where pages bring their own', () => {
    for (const path of [
      '/pro-dashboard',
      '/pro-dashboard/schedule',
      '/member-dashboard/homepage',
      '/video-chat',
      '/video-chat-2',
      '/group-video-chat',
      '/quick-intake',
      '/member-intake-form',
      '/welcome',
      '/member-register',
      '/professional-register',
      '/v/abc123',
    ]) {
      expect(topBar(path), path).toBe('hidden');
    }
  });

  it('keeps the phone bottom bar on dashboards only among the hidden pages', () => {
    expect(shellChrome('/member-dashboard/sessions').bottomBar).toBe(true);
    expect(shellChrome('/member-register').bottomBar).toBe(false);
    expect(shellChrome('/video-chat').bottomBar).toBe(false);
  });

  it('reduces the navigation to the logo on focused pages', () => {
    for (const path of ['/reset-password', '/login', '/page-not-found']) {
      expect(shellChrome(path), path).toEqual({ topBar: 'logo-only', bottomBar: false });
    }
  });

  it("keeps the site's navigation on a booking's confirmation", () => {
    for (const path of [
      '/professional-search/dr-lee/checkout-confirm/42',
      '/group-session/series/7/checkout-confirm/42',
    ]) {
      expect(shellChrome(path), path).toEqual({ topBar: 'guest', bottomBar: true });
      expect(footerKind(path), path).toBe('marketing');
    }
  });

  it('matches whole path segments, not lookalike prefixes', () => {
    expect(topBar('/login-help')).toBe('guest');
    expect(topBar('/welcome-back')).toBe('guest');
    expect(topBar('/member-registered')).toBe('guest');
    expect(topBar('/professional-search/dr-lee/checkout')).toBe('guest');
  });

  it('gives the signed-in areas the account footer and the public pages the marketing one', () => {
    for (const path of [
      '/pro-dashboard/homepage',
      '/pro-dashboard/settings',
      '/pro-dashboard/settings/security',
      '/member-dashboard/profile',
      '/quick-intake',
      '/member-intake-form',
      '/welcome',
      '/pricing/core/month/trial',
      '/pricing/complete/year/paid/',
      '/pricing/checkout-cancel',
      '/payment-confirmation',
    ]) {
      expect(footerKind(path), path).toBe('account');
    }
    for (const path of ['/', '/pricing', '/professional-homepage', '/privacy-policy', '/login']) {
      expect(footerKind(path), path).toBe('marketing');
    }
  });
});
