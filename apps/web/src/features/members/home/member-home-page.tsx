import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconLifebuoy, IconSearch, IconUserCheck, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { useModals } from '../../../app/modals/modals';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { Panel } from '../../../ui/panel';
import { AccountSafetyPanel } from '../../dashboard/account-safety-panel';
import { useDashboardUser } from '../../dashboard/use-dashboard-user';
import classes from './member-home-page.module.css';

/**
 * /member-dashboard/homepage: a warm welcome and the next steps. A new member is led to
 * finish the profile and find a professional; help in a crisis is always one tap away.
 */
export function MemberHomePage() {
  usePageTitle('Dashboard');
  const user = useDashboardUser();
  const { open } = useModals();
  const name = calledBy(user);
  const acting = isActingForMinor(user);
  const finished = user.signup_form_finished;

  return (
    <>
      <Title order={1}>
        {acting ? `${name}'s dashboard` : name ? `Welcome, ${name}` : 'Welcome'}
      </Title>
      <Text mt="xs" size="lg">
        {finished
          ? 'Good to see you. Here is what you can do next.'
          : 'We are glad you are here. Two short steps, and you are ready to book.'}
      </Text>
      {!acting && (
        <Text mt={4} c="dimmed">
          Signed in as {user.email}
        </Text>
      )}

      <section aria-labelledby="next-steps-title">
        <Title order={2} id="next-steps-title" mt="lg" mb="sm">
          {finished ? 'Next steps' : 'Get started'}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {!finished && (
            <StepCard
              icon={IconUserCheck}
              title="Finish your profile"
              text="Your legal name, date of birth and address, so professionals can see you and you can book."
            >
              <Button onClick={() => open('member-intake')}>Finish your profile</Button>
            </StepCard>
          )}
          <StepCard
            icon={IconSearch}
            title="Find a professional"
            text="Search by state, specialty, insurance and language, and book when you are ready."
          >
            <Button
              component={Link}
              to="/professional-search"
              variant={finished ? 'filled' : 'default'}
            >
              Find a professional
            </Button>
          </StepCard>
          {finished && (
            <StepCard
              icon={IconUserCircle}
              title={acting ? `${name}'s profile` : 'Your profile'}
              text="Check the details your professional will see, and keep them up to date."
            >
              <Button component={Link} to="/member-dashboard/profile" variant="default">
                View profile
              </Button>
            </StepCard>
          )}
          <StepCard
            icon={IconLifebuoy}
            title="Need help right now?"
            text="If you are in crisis, you can talk to someone today, at any hour."
          >
            <Button variant="default" aria-haspopup="dialog" onClick={() => open('crisis-help')}>
              See crisis resources
            </Button>
          </StepCard>
        </SimpleGrid>
      </section>

      {finished && !acting && (
        <AccountSafetyPanel
          user={user}
          securityPage="/member-dashboard/profile"
          mt="lg"
          maw={560}
        />
      )}
    </>
  );
}

type StepCardProps = { icon: Icon; title: string; text: string; children: ReactNode };

function StepCard({ icon: StepIcon, title, text, children }: StepCardProps) {
  return (
    <Panel className={classes.card}>
      <StepIcon size={28} aria-hidden="true" className={classes.icon} />
      <Title order={3} mt="xs">
        {title}
      </Title>
      <Text mt={4} className={classes.text}>
        {text}
      </Text>
      <div className={classes.action}>{children}</div>
    </Panel>
  );
}
