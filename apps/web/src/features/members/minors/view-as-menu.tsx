import { Button, Menu, VisuallyHidden } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { type ProfileChoice, useSwitchProfile } from './use-switch-profile';
import classes from './view-as-menu.module.css';

type Choice = { key: string; label: string; current: boolean; choice: ProfileChoice };

/**
 * The profiles a guardian may view as: 'You' and each minor. While acting, a minor's session
 * may only go back to the guardian, so it offers 'You' and the minor being viewed.
 */
export function viewAsChoices(user: UserInfo): Choice[] {
  if (isActingForMinor(user)) {
    return [
      { key: 'self', label: 'You', current: false, choice: { kind: 'self' } },
      { key: user.sub, label: calledBy(user), current: true, choice: { kind: 'self' } },
    ];
  }
  return [
    { key: 'self', label: 'You', current: true, choice: { kind: 'self' } },
    ...user.minors.map((minor) => ({
      key: minor.orchid_user_id,
      label: calledBy(minor),
      current: false,
      choice: { kind: 'minor', minorId: minor.orchid_user_id } as const,
    })),
  ];
}

/** The 'View as' dropdown of a member with minors (§2 "Top navigation"). */
export function ViewAsMenu({ user }: { user: UserInfo }) {
  const switchProfile = useSwitchProfile();
  const choices = viewAsChoices(user);
  if (choices.length < 2) return null;
  const current = choices.find((choice) => choice.current)?.label ?? 'You';
  return (
    <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          loading={switchProfile.isPending || switchProfile.isSuccess}
          className={classes.target}
        >
          <span className={classes.prefix}>View as: </span>
          <span className={classes.name}>{current}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>View as</Menu.Label>
        {choices.map(({ key, label, current: isCurrent, choice }) => (
          <Menu.Item
            key={key}
            leftSection={
              <IconCheck size={16} aria-hidden="true" style={{ opacity: isCurrent ? 1 : 0 }} />
            }
            onClick={() => {
              if (!isCurrent) switchProfile.mutate(choice);
            }}
          >
            {label}
            {isCurrent && <VisuallyHidden>, viewing now</VisuallyHidden>}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
