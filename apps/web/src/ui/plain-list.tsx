import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type PlainListProps = {
  /** The list's name for screen readers ('Coupons'), and what journeys find it by. */
  label?: string;
  gap?: StackProps['gap'];
  children: ReactNode;
};

/** A list of cards or rows: no bullets and no indent, its items stacked. */
export function PlainList({ label, gap = 'sm', children }: PlainListProps) {
  return (
    <Stack component="ul" aria-label={label} gap={gap} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
