import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicianQuotes } from './clinician-quotes';

function confirm(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'marketing-claims';
  meta.content = content;
  document.head.append(meta);
}

const quotes = [{ id: 'q1', content: 'It saves me an hour a day.', date: '2023-02-03' }];
const drawn = () =>
  render(
    <MantineProvider>
      <ClinicianQuotes id="quotes-title" title="What clinicians say" quotes={quotes} />
    </MantineProvider>,
  );

describe("clinicians' quotes", () => {
  afterEach(() => document.head.querySelector('meta[name="marketing-claims"]')?.remove());

  it('are left out whole while the operator has not confirmed them', () => {
    confirm('no-shows');
    drawn();
    expect(screen.queryByRole('heading', { name: 'What clinicians say' })).toBeNull();
    expect(screen.queryByText(/saves me an hour/)).toBeNull();
  });

  it('show each quote as a verified clinician’s, with its date, once confirmed', () => {
    confirm('clinician-testimonials');
    drawn();
    expect(screen.getByRole('region', { name: 'What clinicians say' })).toBeTruthy();
    expect(screen.getByText('“It saves me an hour a day.”')).toBeTruthy();
    expect(screen.getByText('Verified Orchid Clinician')).toBeTruthy();
    expect(screen.getByText('Feb 3, 2023').getAttribute('datetime')).toBe('2023-02-03');
  });
});
