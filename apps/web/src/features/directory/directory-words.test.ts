import { describe, expect, it } from 'vitest';
import { initialsOf, listedCaption, priceRange, searchHeading } from './directory-words';
import { photoProblem } from './profile-photo-upload';

describe('the directory in words', () => {
  it('shows prices in dollars with 2 decimals', () => {
    expect(priceRange(120, 120)).toBe('$120.00');
    expect(priceRange(1200, 1200)).toBe('$1,200.00');
    expect(priceRange(90, 150.5)).toBe('$90.00 – $150.50');
    expect(priceRange(0, 0)).toBe('$0.00');
  });

  it('titles a search by what it narrows to', () => {
    expect(searchHeading('therapist', 'NY')).toBe('Therapists in New York');
    expect(searchHeading('professional', 'DC')).toBe('Professionals in District of Columbia');
    expect(searchHeading('psychiatrist')).toBe('Psychiatrists');
    expect(searchHeading()).toBe('Find a professional');
  });

  it('gives initials for a face without a photo', () => {
    expect(initialsOf('Dr. Mina Okafor')).toBe('MO');
    expect(initialsOf('Sam')).toBe('S');
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
  });

  it('checks a photo as the server does before sending it', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe(
      'Upload a JPEG, PNG or WebP image.',
    );
    expect(photoProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
      'The photo must be at most 5 MB.',
    );
  });
});

describe('the directory switch', () => {
  it('says what its position means: On while on, Off while off', () => {
    expect(listedCaption(true)).toMatch(/^On: /);
    expect(listedCaption(false)).toMatch(/^Off: /);
  });
});
