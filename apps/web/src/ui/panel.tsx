import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './panel.module.css';

type PanelProps = PaperProps & { children: ReactNode };

/** A white, bordered surface on the warm page background: forms and cards. */
export function Panel({ children, className, ...props }: PanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      {...props}
      className={className ? `${classes.panel} ${className}` : classes.panel}
    >
      {children}
    </Paper>
  );
}
