import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconSearch, IconUserCheck, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { useModals } from '../../../app/modals/modals';
import { paths } from '../../../app/paths';
import { calledBy } from '../../../app/people';
import { isActingForMinor } from '../../../app/session/acting';
import { StepCard } from '../../../ui/step-card';
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

  const findProfessional = (
    <StepCard
      key="find"
      icon={IconSearch}
      title="Find a professional"
      action={
        <Button
          component={Link}
          to={paths.professionalSearch}
          variant={finished ? 'filled' : 'default'}
        >
          Find a professional
        </Button>
      }
    >
      <Text>Search by state, specialty, insurance and language, and book when you are ready.</Text>
    </StepCard>
  );
  const steps = finished
    ? [
        findProfessional,
        <StepCard
          key="profile"
          icon={IconUserCircle}
          title={acting ? `${name}'s profile` : 'Your profile'}
          action={
            <Button component={Link} to={paths.memberProfile} variant="default">
              View profile
            </Button>
          }
        >
          <Text>Check the details your professional will see, and keep them up to date.</Text>
        </StepCard>,
        // The guardian's own security is not the minor's to change.
        ...(acting
          ? []
          : [<AccountSafetyPanel key="safety" user={user} securityPage={paths.memberProfile} />]),
      ]
    : [
        <StepCard
          key="intake"
          icon={IconUserCheck}
          title="Finish your profile"
          action={<Button onClick={() => open('member-intake')}>Finish your profile</Button>}
        >
          <Text>
            Your legal name, date of birth and address, so you can book and your professional knows
            who you are.
          </Text>
        </StepCard>,
        findProfessional,
      ];

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
        <SimpleGrid cols={{ base: 1, md: steps.length }} spacing="md">
          {steps}
        </SimpleGrid>
      </section>

      <section aria-labelledby="crisis-title" className={classes.crisis}>
        <IconLifebuoy size={28} aria-hidden="true" className={classes.crisisIcon} />
        <div className={classes.crisisText}>
          <Title order={2} size="h4" id="crisis-title">
            Need help right now?
          </Title>
          <Text>If you are in crisis, you can talk to someone today, at any hour.</Text>
        </div>
        <Button variant="default" aria-haspopup="dialog" onClick={() => open('crisis-help')}>
          See crisis resources
        </Button>
      </section>
    </>
  );
}
