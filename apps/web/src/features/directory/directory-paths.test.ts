import { describe, expect, it } from 'vitest';
import {
  directoryFor,
  practicePage,
  professionalCheckout,
  professionalProfile,
} from './directory-paths';

describe('the directory paths with parameters', () => {
  it('build a specialty page, with its state or without', () => {
    expect(directoryFor('psychiatrists', 'new-york')).toBe('/psychiatrists/new-york');
    expect(directoryFor('professionals')).toBe('/professionals');
  });

  it('build a profile, its checkout with the spec’s query and a practice', () => {
    expect(professionalProfile('mina okafor')).toBe('/professional-search/mina%20okafor');
    expect(
      professionalCheckout('mina-okafor', {
        start: '2026-03-10T09:30:00-04:00',
        length: 50,
        type: 'Regular session',
        firstname: 'Mina',
        lastname: 'Okafor',
      }),
    ).toBe(
      '/professional-search/mina-okafor/checkout?start=2026-03-10T09%3A30%3A00-04%3A00&length=50&type=Regular+session&firstname=Mina&lastname=Okafor',
    );
    expect(practicePage('Lakeside Therapy')).toBe('/Lakeside%20Therapy');
  });
});
