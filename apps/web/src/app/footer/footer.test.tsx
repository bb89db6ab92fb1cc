import { usStateFromSlug } from '@orchid/contracts/us-states';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { paths } from '../paths';
import { SessionProvider } from '../session/session';
import { TestProviders } from '../test-providers';
import { stubApi } from '../test-server';
import { testUser } from '../test-user';
import { Footer } from './footer';

function Location() {
  return <output>{useLocation().pathname}</output>;
}

function renderFooter(variant?: 'marketing' | 'account') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders path="/somewhere">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Footer variant={variant} />
          <Location />
        </SessionProvider>
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('footer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers signing in, in a new tab, when nobody is signed in', async () => {
    stubApi({});
    renderFooter();
    const signIn = await screen.findByRole('link', { name: /^Sign in as Existing User/ });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(signIn.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('signs a professional out and lands on the professional page', async () => {
    const api = stubApi({
      'GET /api/users/v1/user_info': {
        status: 200,
        body: testUser({ user_type: 'orchid_pro' }),
      },
      'POST /api/login/v1/logout': { status: 200, body: { signed_out: true } },
    });
    renderFooter();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: /^Sign in as Existing User/ })).toBeTruthy();
    // The cache forgets the user and the router moves on in separate updates.
    expect(await screen.findByText('/professional-homepage', { selector: 'output' })).toBeTruthy();
    expect(api.calls()).toContain('POST /api/login/v1/logout');
  });

  it('in the signed-in areas is the crisis help, the privacy link and Sign out', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'orchid_pro' }) },
    });
    renderFooter('account');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    const privacy = screen.getByRole('link', { name: /^Privacy policy/ });
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Call 988' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(document.getElementById('footer-state-list')).toBeNull();
  });

  it('shows 16 states, and all 51 after View all', async () => {
    stubApi({});
    renderFooter();
    const list = () => document.getElementById('footer-state-list');
    expect(list()?.querySelectorAll('a')).toHaveLength(16);
    const viewAll = screen.getByRole('button', { name: 'View all' });
    expect(viewAll.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(viewAll);

    expect(list()?.querySelectorAll('a')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'New York' }).getAttribute('href')).toBe(
      '/therapists/new-york',
    );
  });

  // Every address the footer shows (read from it, so a link added there is checked too) is a
  // page of the route table: not the not-found page, not a practice's page by accident (its
  // route takes any one segment), and a state page only for a state we know.
  it('links only to pages of the route table', async () => {
    stubApi({});
    renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'View all' }));
    const hrefs = [
      ...new Set(
        [...document.querySelectorAll('footer a[href^="/"]')].map((a) => a.getAttribute('href')),
      ),
    ].filter((href): href is string => !!href);
    // The spec's marketing links (§2 "Footer") and the 51 states, at the least.
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/professional-search',
        '/group-session',
        '/about-us',
        '/press',
        '/switch-ehr-orchid',
        '/write-for-us',
        '/ehr-cost-savings',
        '/ai-progress-note-generator',
        '/measurement-based-care',
        '/partner-with-orchid',
        '/ehr-security',
        '/orchid-ehr-faq',
        '/privacy-policy',
        '/terms-of-use',
        '/AUP',
      ]),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(15 + 51);
    const wrong = hrefs.filter((href) => {
      const leaf = matchRoutes(routes, href)?.at(-1);
      const path = leaf?.route.path;
      if (!leaf || path === '*' || path === paths.practicePageRoute) return true;
      const slug = leaf.params.state_slug;
      return slug !== undefined && !usStateFromSlug(slug);
    });
    expect(wrong).toEqual([]);
  });
});
