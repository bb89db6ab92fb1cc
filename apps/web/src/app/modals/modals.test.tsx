import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../test-providers';
import { useCurrentModal, useModals } from './modals';
import { ModalsProvider } from './modals-provider';

function Openers() {
  const modals = useModals();
  const current = useCurrentModal();
  return (
    <>
      <button type="button" onClick={() => modals.open('crisis-help')}>
        Crisis help
      </button>
      <button type="button" onClick={() => modals.open('forgot-password')}>
        Forgot
      </button>
      <output>{current ?? 'none'}</output>
    </>
  );
}

function renderOpeners() {
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient()}>
        <ModalsProvider>
          <Openers />
        </ModalsProvider>
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('modal opener', () => {
  it('shows one modal at a time: opening one closes the other', async () => {
    renderOpeners();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Crisis help' }));
    // Modals load their code when first opened.
    expect(await screen.findByRole('dialog', { name: 'Get help now' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // The first modal traps focus, so open the second the way the app does: from code.
    act(() => screen.getByRole('button', { name: 'Forgot', hidden: true }).click());
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Get help now' })).toBeNull();
    expect(screen.getByText('forgot-password', { selector: 'output' })).toBeTruthy();
  });

  it('closes and gives focus back to the control that opened it', async () => {
    renderOpeners();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Crisis help' });

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Get help now' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('none', { selector: 'output' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });
});
