import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { CouponField } from './coupon-field';

describe('the checkout coupon field', () => {
  it('tells the checkout of every edit, so a cleared field clears a refusal too', async () => {
    const onEdit = vi.fn();
    renderInApp(<CouponField applied={null} busy={false} onApply={() => {}} onEdit={onEdit} />);
    const field = screen.getByRole('textbox', { name: 'Coupon' });
    await userEvent.type(field, 'NO');
    await userEvent.clear(field);
    // Two letters typed and the clearing: none of them with a coupon applied.
    expect(onEdit).toHaveBeenCalledTimes(3);
  });
});
