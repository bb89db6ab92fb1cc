import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Claim, ClaimStatistics, confirmedClaim, confirmedClaims } from './claims';

function confirm(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'marketing-claims';
  meta.content = content;
  document.head.append(meta);
}

describe('marketing claims', () => {
  afterEach(() => document.head.querySelector('meta[name="marketing-claims"]')?.remove());

  it('are all unconfirmed on a fresh install', () => {
    confirm('');
    expect(confirmedClaim('no-shows')).toBeUndefined();
    expect(confirmedClaims('partner')).toEqual([]);
    const { container } = render(
      <>
        <Claim id="hipaa" />
        <ClaimStatistics claims="partner" heading="Results" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('show the confirmed ones only, in the order asked, ignoring unknown keys', () => {
    confirm('partner-grantees, no-shows,made-up');
    expect(confirmedClaims(['no-shows', 'remission', 'partner-grantees'])).toEqual([
      { key: 'no-shows', group: 'outcome', figure: 'Up to 25%', text: 'fewer no-shows' },
      { key: 'partner-grantees', group: 'partner', figure: 'Over 100', text: 'grantees' },
    ]);
  });

  it('draw a claim as its line, or as its children draw it', () => {
    confirm('no-shows,hipaa');
    render(
      <p>
        <Claim id="no-shows" /> / <Claim id="hipaa">{(claim) => <b>{claim.text}</b>}</Claim> /
        <Claim id="remission" />
      </p>,
    );
    expect(screen.getByText(/Up to 25% fewer no-shows/)).toBeTruthy();
    expect(screen.getByText('HIPAA compliant').tagName).toBe('B');
    expect(screen.queryByText(/remission/)).toBeNull();
  });

  it('draw confirmed statistics under their heading', () => {
    confirm('partner-savings');
    render(<ClaimStatistics claims="partner" heading="Our partners' results" />);
    expect(screen.getByRole('heading', { name: "Our partners' results" })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('$120,000')).toBeTruthy();
  });
});
