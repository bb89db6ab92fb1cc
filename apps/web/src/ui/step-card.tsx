import { Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Panel } from './panel';
import classes from './step-card.module.css';

type StepCardProps = {
  icon: Icon;
  title: string;
  /** Beside the title: a state such as "2-step on". */
  badge?: ReactNode;
  /** What it is about, in a sentence or two. */
  children: ReactNode;
  /** The one thing to do, at the bottom: a button or link. */
  action: ReactNode;
};

/** A next step on a dashboard: an icon, a title, a short text and its action. */
export function StepCard({ icon: StepIcon, title, badge, children, action }: StepCardProps) {
  return (
    <Panel className={classes.card}>
      <StepIcon size={28} aria-hidden="true" className={classes.icon} />
      <div className={classes.heading}>
        <Title order={3}>{title}</Title>
        {badge}
      </div>
      <div className={classes.text}>{children}</div>
      <div className={classes.action}>{action}</div>
    </Panel>
  );
}
