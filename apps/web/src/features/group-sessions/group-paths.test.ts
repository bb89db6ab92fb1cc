import { describe, expect, it } from 'vitest';
import {
  groupCheckout,
  groupCheckoutConfirm,
  groupSeriesPage,
  groupSessionsPage,
} from './group-paths';

describe('group sessions’ paths', () => {
  const id = '0190c5a0-0000-7000-8000-000000000001';

  it('are the spec’s routes (§2), as the payment provider returns to them', () => {
    expect(groupSeriesPage(id)).toBe(`/group-session/series/${id}`);
    expect(groupCheckout(id)).toBe(`/group-session/series/${id}/checkout`);
    expect(groupCheckoutConfirm(id, 'abc')).toBe(
      `/group-session/series/${id}/checkout-confirm/abc`,
    );
  });

  it('page the list, the first page without a query', () => {
    expect(groupSessionsPage(1)).toBe('/group-session');
    expect(groupSessionsPage(3)).toBe('/group-session?page=3');
  });
});
