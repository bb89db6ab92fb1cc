import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab, which screen readers are told. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" underline="always">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
