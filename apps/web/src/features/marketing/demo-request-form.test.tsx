import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { CaseStudyModal } from './case-study-modal';
import { DemoRequestForm } from './demo-request-form';

const DEMO = 'POST /api/quiz/v1/marketing_page/request_demo';
const LEAD = 'POST /api/quiz/v1/marketing_page/lead';

async function fillDemo(email = 'robin@example.org') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/First name/), 'Robin');
  await user.type(screen.getByLabelText(/Last name/), 'Hale');
  return user;
}

describe('DemoRequestForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for all three fields, then lands on the thank-you page the server names', async () => {
    const api = stubApi({ [DEMO]: { status: 200, body: { redirect_url: '/demo-requested' } } });
    renderInApp(<DemoRequestForm />);
    const submit = screen.getByRole('button', { name: 'Book your free demo' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const user = await fillDemo();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/demo-requested'));
    expect(api.bodies(DEMO)).toEqual([
      { email: 'robin@example.org', first_name: 'Robin', last_name: 'Hale' },
    ]);
  });

  it('refuses a wrong address without sending it', async () => {
    const api = stubApi({});
    renderInApp(<DemoRequestForm />);
    const user = await fillDemo('robin@');
    await user.click(screen.getByRole('button', { name: 'Book your free demo' }));
    expect(
      await screen.findByText('Enter a valid e-mail address, like name@example.com.'),
    ).toBeTruthy();
    expect(api.bodies(DEMO)).toEqual([]);
  });

  it('logs a failure and tells the visitor to try again', async () => {
    stubApi({ [DEMO]: { status: 503, body: { detail: 'Down' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(<DemoRequestForm />);
    const user = await fillDemo();
    await user.click(screen.getByRole('button', { name: 'Book your free demo' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We could not send your request')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('CaseStudyModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the lead, starts the download and closes', async () => {
    const api = stubApi({ [LEAD]: { status: 201, body: { id: crypto.randomUUID() } } });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onClose = vi.fn();
    renderInApp(<CaseStudyModal opened onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/E-mail/), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(api.bodies(LEAD)).toEqual([
      { first_name: 'Sam', email: 'sam@example.org', source: 'CaseStudy' },
    ]);
  });

  it('shows a failure in the modal, stays open and downloads nothing', async () => {
    stubApi({ [LEAD]: { status: 500, body: { detail: 'Down' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onClose = vi.fn();
    renderInApp(<CaseStudyModal opened onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/E-mail/), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The download could not start')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('requires a first name, and closes on No Thanks', async () => {
    const api = stubApi({});
    const onClose = vi.fn();
    renderInApp(<CaseStudyModal opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(api.bodies(LEAD)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(onClose).toHaveBeenCalled();
  });
});
