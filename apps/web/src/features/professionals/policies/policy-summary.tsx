import type { CancellationPolicy } from '@orchid/contracts/professionals';
import { policySummary } from './cancellation-window';
import classes from './policy-summary.module.css';

/** The cancellation policy to read. */
export function PolicySummary({ policy }: { policy: CancellationPolicy }) {
  return (
    <dl className={classes.list}>
      {policySummary(policy).map(({ label, value }) => (
        <div key={label} className={classes.row}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
