import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../app/test-providers';
import { EmpowerYourClinic } from './empower-your-clinic';

function demoBookingUrl(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'demo-booking-url';
  meta.content = content;
  document.head.append(meta);
}

describe('Empower Your Clinic', () => {
  afterEach(() => document.head.querySelector('meta[name="demo-booking-url"]')?.remove());

  it('opens the free trial in a new window, and the demo form of the partner page without a booking page', () => {
    demoBookingUrl('');
    render(<EmpowerYourClinic />, { wrapper: TestProviders });
    const trial = screen.getByRole('link', { name: /Start Free Trial/ });
    expect(trial.getAttribute('href')).toBe('/professional-register');
    expect(trial.getAttribute('target')).toBe('_blank');
    const demo = screen.getByRole('link', { name: 'Sign up for Demo' });
    expect(demo.getAttribute('href')).toBe('/partner-with-orchid#book-a-demo');
    expect(demo.getAttribute('target')).toBeNull();
  });

  it("opens the installation's demo booking page in a new tab", () => {
    demoBookingUrl('https://cal.example/lakeside/demo');
    render(<EmpowerYourClinic />, { wrapper: TestProviders });
    const demo = screen.getByRole('link', { name: /Sign up for Demo/ });
    expect(demo.getAttribute('href')).toBe('https://cal.example/lakeside/demo');
    expect(demo.getAttribute('target')).toBe('_blank');
  });
});
