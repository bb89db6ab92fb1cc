import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Back to the list a page was found in, above its title ('← Find a professional'). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} mb="md" display="inline-block">
      <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: -2 }} /> {children}
    </Anchor>
  );
}
