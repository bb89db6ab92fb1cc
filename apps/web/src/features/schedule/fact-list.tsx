import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labelled facts of a session or blocked time, as a description list. */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
