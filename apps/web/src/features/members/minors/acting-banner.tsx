import { Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { useSession } from '../../../app/session/session';
import classes from './acting-banner.module.css';
import { useSwitchProfile } from './use-switch-profile';

/**
 * On every page while a guardian acts for a minor: whose profile this is, and the way back
 * (§4 "Acting as a minor"). Everything the guardian does here is done as the minor.
 */
export function ActingBanner() {
  const { user } = useSession();
  const switchProfile = useSwitchProfile();
  if (!user || !isActingForMinor(user)) return null;
  const name = calledBy(user);
  return (
    <section aria-label="Whose profile" className={classes.banner}>
      <IconEye size={20} aria-hidden="true" className={classes.icon} />
      <Text className={classes.text}>
        You are viewing <strong>{name}'s</strong> profile.
      </Text>
      <Button
        size="compact-md"
        variant="white"
        onClick={() => switchProfile.mutate({ kind: 'self' })}
        loading={switchProfile.isPending || switchProfile.isSuccess}
      >
        Switch back to you
      </Button>
    </section>
  );
}
