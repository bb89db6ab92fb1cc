import { Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { CHECKOUT_TRIAL_DAYS } from '@orchid/contracts/plans';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { demoBookingHref, isExternal } from './demo-booking';
import classes from './marketing.module.css';

const newTabNote = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

/**
 * "Empower Your Clinic", the call to action at the end of a blog post (booking-practice-and-
 * marketing §2): the free trial's registration in a new window, and the demo booking.
 */
export function EmpowerYourClinic() {
  const demo = demoBookingHref();
  const demoInNewTab = isExternal(demo);
  return (
    <aside className={classes.box} aria-labelledby="empower-your-clinic">
      <Title order={2} size="h3" id="empower-your-clinic">
        Empower Your Clinic
      </Title>
      <Text mt="xs">
        Run your practice with {brandName()}: your calendar, online booking, client payments and
        your team in one calm place. Try it free for {CHECKOUT_TRIAL_DAYS} days, or let us show you
        around in a free 20-minute demo.
      </Text>
      <Group mt="md" gap="sm">
        <Button component="a" href={paths.professionalRegister} target="_blank" rel="noopener">
          Start Free Trial
          {newTabNote}
        </Button>
        <Button
          component="a"
          href={demo}
          variant="default"
          {...(demoInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          Sign up for Demo
          {demoInNewTab && newTabNote}
        </Button>
      </Group>
    </aside>
  );
}
