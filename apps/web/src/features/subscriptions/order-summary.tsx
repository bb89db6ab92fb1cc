import { Title } from '@mantine/core';
import { Panel } from '../../ui/panel';
import classes from './order-summary.module.css';
import type { OrderSummary } from './plan-offer';

/** The checkout's order summary: what is bought, then the subtotal paid today. */
export function OrderSummaryPanel({ summary }: { summary: OrderSummary }) {
  return (
    <Panel>
      <Title order={2} size="h3">
        Order summary
      </Title>
      <dl className={classes.lines}>
        {summary.lines.map(({ label, value }) => (
          <div key={label} className={classes.line}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${classes.line} ${classes.subtotal}`}>
          <dt>Subtotal</dt>
          <dd>{summary.subtotal}</dd>
        </div>
      </dl>
    </Panel>
  );
}
