import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { testUser } from '../../app/test-user';
import { showToast } from '../../app/toasts';
import { OperatorDesk } from './operator-desk';

vi.mock('../../app/toasts', () => ({ showToast: vi.fn() }));

const operator = testUser({ user_type: 'member', is_operator: true });
const sub = '0196f6a2-7c1e-7000-8000-0000000000aa';
const jobId = '0196f6a2-7c1e-7000-8000-0000000000bb';
const waitingCall = 'GET /api/admin/v1/professionals/waiting?skip=0&limit=25';
const failedCall = 'GET /api/admin/v1/jobs/failed?skip=0&limit=25';
const waitingPro = {
  sub,
  first_name: 'Iris',
  last_name: 'Novak',
  email: 'iris@example.org',
  email_confirmed: true,
  role: 'OWNER',
  signup_form_finished: true,
  create_datetime: '2026-11-20T10:00:00Z',
  plan_type: 'core',
  on_trial: true,
  licenses: [
    {
      type: 'LMHC',
      conferring_entity: 'NY',
      license_number: 'LMHC-1234',
      expiration_date: '2027-06-30',
      supervised: false,
    },
    {
      type: null,
      conferring_entity: 'NJ',
      license_number: 'NJ-77',
      // The spec's default: nobody gave an expiry.
      expiration_date: '2024-01-01',
      supervised: false,
    },
  ],
};

function renderDesk(path: string) {
  renderInApp(
    <Routes>
      <Route path="/admin/*" element={<OperatorDesk />} />
    </Routes>,
    { path },
  );
  return userEvent.setup({ delay: null });
}

describe("the operator's desk", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells anyone else the page is not theirs, and asks nothing of the desk', async () => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ user_type: 'orchid_pro' }) },
    });
    renderDesk('/admin');
    expect(
      await screen.findByRole('heading', { name: "This page is for the platform's operators" }),
    ).toBeTruthy();
    expect(api.calls().filter((call) => call.includes('/api/admin/'))).toEqual([]);
  });

  it('offers a guest to log in', async () => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 403, body: { detail: 'Not authenticated' } },
    });
    const person = renderDesk('/admin/jobs');
    await person.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('modal').textContent).toBe('login');
  });

  it('opens on the professionals to approve, and approves one after asking', async () => {
    let approved = false;
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: operator },
      [waitingCall]: () => ({
        status: 200,
        body: approved
          ? { professionals: [], total: 0 }
          : { professionals: [waitingPro], total: 1 },
      }),
      [failedCall]: { status: 200, body: { jobs: [], total: 0 } },
      [`POST /api/admin/v1/professionals/${sub}/approve`]: () => {
        approved = true;
        return { status: 200, body: { sub, outcome: 'approved' } };
      },
    });
    const person = renderDesk('/admin');
    await vi.waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/admin/professionals'),
    );
    const list = await screen.findByRole('list', { name: 'Professionals waiting for approval' });
    expect(within(list).getByText('iris@example.org')).toBeTruthy();
    expect(within(list).getByText('Core, free trial')).toBeTruthy();
    expect(within(list).getByText(/LMHC LMHC-1234, NY,\s+valid until Jun 30, 2027/)).toBeTruthy();
    const unset = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('NJ-77'));
    expect(unset?.textContent).toMatch(/License NJ-77, NJ,\s+Expiry not given/);
    expect(within(list).queryByText(/expired/)).toBeNull();
    const nav = screen.getByRole('navigation', { name: "Operator's desk" });
    expect(
      within(nav)
        .getByRole('link', { name: /Professionals to approve/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav).getByRole('link', { name: /Professionals to approve 1 waiting/ }),
    ).toBeTruthy();

    await person.click(within(list).getByRole('button', { name: 'Approve Iris Novak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Iris Novak?' });
    await person.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Iris Novak is approved.' }),
      ),
    );
    expect(await screen.findByText(/Nobody is waiting for approval/)).toBeTruthy();
    expect(api.calls()).toContain(`POST /api/admin/v1/professionals/${sub}/approve`);
  });

  it('lists failed jobs and retries one', async () => {
    let retried = false;
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: operator },
      [waitingCall]: { status: 200, body: { professionals: [], total: 0 } },
      [failedCall]: () => ({
        status: 200,
        body: retried
          ? { jobs: [], total: 0 }
          : {
              jobs: [
                {
                  id: jobId,
                  kind: 'mail.send',
                  attempts: 6,
                  failed_at: '2026-11-21T09:00:00Z',
                  last_error: 'Error: Greeting never received',
                },
              ],
              total: 1,
            },
      }),
      [`POST /api/admin/v1/jobs/${jobId}/retry`]: () => {
        retried = true;
        return { status: 200, body: { id: jobId, state: 'queued' } };
      },
    });
    const person = renderDesk('/admin/jobs');
    expect(await screen.findByText('Error: Greeting never received')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: `Retry the mail.send job ${jobId}` }));
    expect(await screen.findByText(/No job has failed/)).toBeTruthy();
    expect(api.calls()).toContain(`POST /api/admin/v1/jobs/${jobId}/retry`);
  });
});
