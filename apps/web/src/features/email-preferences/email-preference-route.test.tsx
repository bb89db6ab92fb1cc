import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { EmailPreferenceRoute } from './email-preference-route';

const token = 'eyJjIjoicmVtaW5kZXJzIiwidSI6IjAxOTAifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';
const q = `?token=${token}`;
const api = '/api/users/v1/email_preference';
const guest = { status: 403, body: { detail: 'Not authenticated' } };

const preferences = (reminders: boolean, link_category: string | null = 'reminders') => ({
  status: 200,
  body: {
    email: 'sam@example.org',
    link_category,
    categories: [
      { category: 'reminders', subscribed: reminders },
      { category: 'product_news', subscribed: true },
      { category: 'blog', subscribed: true },
    ],
  },
});

function renderPage(path: string) {
  renderInApp(
    <Routes>
      <Route path="/email-preference/*" element={<EmailPreferenceRoute />} />
    </Routes>,
    { path },
  );
  return userEvent.setup({ delay: null });
}

describe('the e-mail preference pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("unsubscribe from a mail's category only when asked, confirm, and resubscribe", async () => {
    let reminders = true;
    const calls = stubApi({
      'GET /api/users/v1/user_info': guest,
      [`GET ${api}/by_token${q}`]: () => preferences(reminders),
      [`POST ${api}/unsubscribe${q}`]: () => {
        reminders = false;
        return preferences(false);
      },
      [`POST ${api}/resubscribe${q}`]: () => {
        reminders = true;
        return preferences(true);
      },
    });
    const person = renderPage(`/email-preference/unsubscribe${q}`);
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from session reminders?' }),
    ).toBeTruthy();
    // Opening the page changed nothing.
    expect(calls.calls()).not.toContain(`POST ${api}/unsubscribe${q}`);

    await person.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { name: 'You are unsubscribed' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByRole('heading', { name: 'E-mails you always get' })).toBeTruthy();
    expect(screen.getByText('Receipts and refunds')).toBeTruthy();

    await person.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You are subscribed to session reminders' }),
    ).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/email-preference/resubscribe');
    expect(screen.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toBe(
      `/email-preference/unsubscribe${q}`,
    );
  });

  it('say when a link no longer works', async () => {
    stubApi({
      'GET /api/users/v1/user_info': guest,
      [`GET ${api}/by_token${q}`]: {
        status: 404,
        body: {
          detail: 'This link does not work anymore.',
          code: 'emailPreferences.badLink',
        },
      },
    });
    renderPage(`/email-preference/unsubscribe${q}`);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('This link does not work anymore.'),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('let a signed-in person choose every category and show what was saved', async () => {
    let saved = preferences(true, null);
    const calls = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'member' }) },
      [`GET ${api}`]: () => saved,
      [`PUT ${api}`]: (body) => {
        const choice = body as Record<string, boolean>;
        saved = {
          status: 200,
          body: {
            ...saved.body,
            categories: saved.body.categories.map(({ category }) => ({
              category,
              subscribed: choice[category] ?? true,
            })),
          },
        };
        return saved;
      },
    });
    const person = renderPage('/email-preference');
    const blog = await screen.findByRole('checkbox', { name: /Blog/ });
    // Only what the server lists for this person: a member gets no practice's mails.
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: /Session reminders/ })).toHaveProperty(
      'checked',
      true,
    );
    await person.click(blog);
    await person.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail preferences are saved' }),
    ).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/email-preference/update-preference');
    expect(calls.bodies(`PUT ${api}`)).toEqual([
      { reminders: true, product_news: true, blog: false },
    ]);
    expect(screen.getByText('does not get blog')).toBeTruthy();
  });

  it('ask a guest without a link to log in', async () => {
    stubApi({ 'GET /api/users/v1/user_info': guest });
    renderPage('/email-preference');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
