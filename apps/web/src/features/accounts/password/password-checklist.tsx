import { VisuallyHidden } from '@mantine/core';
import { passwordChecklist } from '@orchid/contracts/password-policy';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import classes from './password-checklist.module.css';

/** The live checklist of the password policy (§5), ticking as the password is typed. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div className={classes.checklist}>
      <span className={classes.lead}>Your password needs</span>
      <ul className={classes.list}>
        {passwordChecklist.map((rule) => {
          const met = rule.test(password);
          const Icon = met ? IconCircleCheckFilled : IconCircle;
          return (
            <li key={rule.id} className={classes.item} data-met={met || undefined}>
              <Icon size={18} aria-hidden="true" className={classes.icon} />
              {rule.checklistLabel}
              <VisuallyHidden>{met ? ', done' : ', not yet'}</VisuallyHidden>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
