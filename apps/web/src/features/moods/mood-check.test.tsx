import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../app/test-providers';
import { DailyMoodsPage } from './daily-moods-page';
import { FeelingsPage } from './feelings-page';

describe('the mood pages', () => {
  it('answer a feeling with a reflection and the way to a professional', () => {
    render(<FeelingsPage />, { wrapper: TestProviders });
    expect(screen.queryByRole('heading', { name: 'Anxious' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Anxious' }));
    expect(screen.getByRole('heading', { name: 'Anxious' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a professional' }).getAttribute('href')).toBe(
      '/professional-search',
    );
    expect(screen.getByText(/Nothing is saved or sent anywhere/)).toBeTruthy();
  });

  it('put the crisis lines first on a very hard day', () => {
    render(<DailyMoodsPage />, { wrapper: TestProviders });
    // The page's own crisis section is always there; a very hard day adds them to the answer.
    const before = screen.getAllByRole('link', { name: '+1-800-273-8255' }).length;
    fireEvent.click(screen.getByRole('radio', { name: 'Very hard' }));
    expect(screen.getAllByRole('link', { name: '+1-800-273-8255' })).toHaveLength(before + 1);
    expect(screen.getByText(/Please reach out now/)).toBeTruthy();
  });
});
