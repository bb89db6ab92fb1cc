import type { UserInfo } from '@orchid/contracts/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../../app/errors/report-error';
import { reloadPage } from '../../../app/page-reload';
import { useSession } from '../../../app/session/session';
import { renderInApp } from '../../../app/test-app';
import { stubApi } from '../../../app/test-server';
import { testUser } from '../../../app/test-user';
import { ActingBanner } from './acting-banner';
import { ViewAsMenu } from './view-as-menu';

vi.mock('../../../app/page-reload', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../app/errors/report-error', () => ({
  reportError: vi.fn(() => Promise.resolve()),
}));

const guardianId = '0196f6a2-7c1e-7000-8000-000000000001';
const robinId = '0196f6a2-7c1e-7000-8000-00000000000a';
const switchCall = `POST /api/users/v1/minors/switch/${guardianId}/${robinId}`;
const switchBackCall = 'POST /api/users/v1/minors/switch_back_to_guardian';
const userInfoCall = 'GET /api/users/v1/user_info';

const guardian = testUser({
  sub: guardianId,
  first_name: 'Sam',
  minors: [
    {
      first_name: 'Robin',
      last_name: 'Rivera',
      orchid_user_id: robinId,
      preferred_first_name: null,
      billing_user_id: guardianId,
    },
  ],
});
const actingForRobin = testUser({
  sub: robinId,
  first_name: 'Robin',
  guardian_token_exp: '2026-03-01T10:15:00Z',
  current_minor_user_id: robinId,
});

/** As in the top bar, the menu is there once user info has come in. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

async function renderMenu(user: UserInfo, answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [userInfoCall]: { status: 200, body: user }, ...answers });
  renderInApp(
    <WhenSignedIn>
      <ViewAsMenu user={user} />
    </WhenSignedIn>,
  );
  await screen.findByRole('button', { name: /^View as/ });
  return { api, person: userEvent.setup({ delay: null }) };
}

describe("'View as'", () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers You and each minor, switches, refreshes user info, and always reloads', async () => {
    const { api, person } = await renderMenu(guardian, {
      [switchCall]: {
        status: 200,
        body: { guardian_token_exp: '2026-03-01T10:15:00Z', current_minor_user_id: robinId },
      },
    });
    await person.click(screen.getByRole('button', { name: 'View as: You' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'You, viewing now',
      'Robin',
    ]);
    await person.click(screen.getByRole('menuitem', { name: 'Robin' }));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls()).toContain(switchCall);
    expect(api.calls().lastIndexOf(userInfoCall)).toBeGreaterThan(api.calls().indexOf(switchCall));
  });

  it('reports a failed switch and reloads anyway', async () => {
    const { api, person } = await renderMenu(guardian, {
      [switchCall]: { status: 403, body: { detail: 'You cannot act for this profile.' } },
    });
    await person.click(screen.getByRole('button', { name: 'View as: You' }));
    await person.click(screen.getByRole('menuitem', { name: 'Robin' }));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You cannot act for this profile.' }),
      'members/switch-profile',
      { to: 'minor' },
    );
    expect(api.calls()).toContain(switchCall);
  });

  it('while acting, offers only the way back to You', async () => {
    const { api, person } = await renderMenu(actingForRobin, {
      [switchBackCall]: { status: 200, body: { acting_for_minor: false } },
    });
    await person.click(screen.getByRole('button', { name: 'View as: Robin' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'You',
      'Robin, viewing now',
    ]);
    await person.click(screen.getByRole('menuitem', { name: 'You' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls()).toContain(switchBackCall);
  });

  it('is not there for a member without minors', async () => {
    stubApi({ [userInfoCall]: { status: 200, body: testUser() } });
    renderInApp(
      <WhenSignedIn>
        <output>signed in</output>
        <ViewAsMenu user={testUser()} />
      </WhenSignedIn>,
    );
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: /View as/ })).toBeNull();
  });

  it('says whose profile is shown while acting, with the way back', async () => {
    const api = stubApi({
      [userInfoCall]: { status: 200, body: actingForRobin },
      [switchBackCall]: { status: 200, body: { acting_for_minor: false } },
    });
    renderInApp(<ActingBanner />);
    const banner = await screen.findByRole('region', { name: 'Whose profile' });
    expect(banner.textContent).toContain("You are viewing Robin's profile.");
    await userEvent.click(screen.getByRole('button', { name: 'Switch back to you' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls()).toContain(switchBackCall);
  });
});
