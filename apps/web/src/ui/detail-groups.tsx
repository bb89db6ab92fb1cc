import { Title } from '@mantine/core';
import classes from './detail-groups.module.css';

export type Detail = { label: string; value: string | null };
export type DetailGroup = { title: string; details: Detail[] };

/**
 * A profile to read: titled groups of labelled values, label above value on phones and
 * beside it from tablets up; what was not given says so.
 */
export function DetailGroups({ groups, idPrefix }: { groups: DetailGroup[]; idPrefix: string }) {
  return (
    <>
      {groups.map((group, index) => (
        <section
          key={group.title}
          aria-labelledby={`${idPrefix}-${index}`}
          className={classes.group}
        >
          <Title order={2} size="h3" id={`${idPrefix}-${index}`}>
            {group.title}
          </Title>
          <dl className={classes.list}>
            {group.details.map(({ label, value }) => (
              <div key={label} className={classes.row}>
                <dt className={classes.label}>{label}</dt>
                <dd className={classes.value} data-empty={value ? undefined : true}>
                  {value || 'Not given'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
