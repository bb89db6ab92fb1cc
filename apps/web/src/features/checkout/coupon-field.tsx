import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

type CouponFieldProps = {
  /** The coupon whose price is shown, once applied. */
  applied: string | null;
  busy: boolean;
  onApply: (coupon: string) => void;
  /** The typed coupon changed: neither the applied price nor a refusal of it holds any more. */
  onEdit: () => void;
};

/** §2: a coupon with Apply, disabled while the field is empty. */
export function CouponField({ applied, busy, onApply, onEdit }: CouponFieldProps) {
  const [coupon, setCoupon] = useState('');
  const typed = coupon.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typed) onApply(typed);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Coupon"
          value={coupon}
          onChange={(event) => {
            setCoupon(event.currentTarget.value);
            onEdit();
          }}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" variant="default" disabled={typed === ''} loading={busy}>
          Apply
        </Button>
      </Group>
      {applied && (
        <Text size="sm" c="green.9" mt={4}>
          Coupon {applied} applied.
        </Text>
      )}
    </form>
  );
}
