import { Anchor, Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconStethoscope, IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { useModals } from '../../../app/modals/modals';
import { paths } from '../../../app/paths';
import classes from './get-started-page.module.css';

const choices = [
  {
    to: paths.memberRegister,
    icon: IconUserHeart,
    title: 'Find support',
    text: 'For you or your family: find a professional or a support group, and book a session.',
  },
  {
    to: paths.professionalRegister,
    icon: IconStethoscope,
    title: "I'm a professional",
    text: 'Run your practice: calendar, online booking and payments, and your team in one place.',
  },
] as const;

/** /get-started: the two ways in, member or professional. */
export function GetStartedPage() {
  usePageTitle('Get started');
  const modals = useModals();
  return (
    <div className={classes.backdrop}>
      <Container size="md" py="xl">
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md" className={classes.panel}>
          <Title order={1} ta="center">
            How would you like to get started?
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
            {choices.map(({ to, icon: Icon, title, text }) => (
              <Link key={to} to={to} className={classes.choice}>
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                  <Icon size={28} />
                </ThemeIcon>
                <span className={classes.choiceTitle}>
                  {title}
                  <IconArrowRight size={20} aria-hidden="true" />
                </span>
                <Text component="span" c="dimmed">
                  {text}
                </Text>
              </Link>
            ))}
          </SimpleGrid>
          <Text ta="center" mt="lg">
            Already have an account?{' '}
            <Anchor
              component="button"
              type="button"
              fw={600}
              onClick={() => modals.open('login', { landOnDashboard: true })}
            >
              Log in
            </Anchor>
          </Text>
        </Paper>
      </Container>
    </div>
  );
}
