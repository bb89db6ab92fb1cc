import { Badge, Button, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { formatMoney } from '@orchid/contracts/money';
import {
  CHECKOUT_TRIAL_DAYS,
  PLANS,
  PRICED_PLAN_CLASSES,
  type PricedPlanClass,
} from '@orchid/contracts/plans';
import {
  type BuiltFeature,
  COMING_FEATURES,
  featureLabel,
  planOnSale,
} from '@orchid/contracts/product-features';
import {
  IconBrandOpenSource,
  IconCheck,
  IconClockHour4,
  IconEye,
  IconLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandName, usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';
import { PLAN_TAGLINES } from '../subscriptions/plan-offer';
import classes from './professional-landing-page.module.css';

/** What a practice has on the day it joins, and what is still coming: the registry's words. */
const READY_NOW = [
  'profile',
  'directory',
  'calendar',
  'online-booking',
  'group-sessions',
  'reminders',
  'team',
  'policies',
  'two-step-sign-in',
] as const satisfies readonly BuiltFeature[];

const plansOnSale = PRICED_PLAN_CLASSES.filter(planOnSale);

const trialPlans = plansOnSale
  .filter((plan) => PLANS[plan].trial_eligible)
  .map((plan) => PLANS[plan].label);

/** /professional-homepage: the professional landing (accounts-and-access §2). */
/** The page's title and description, in the browser and in the head of the page the server draws. */
export const professionalLandingHead = () => ({
  title: 'For professionals',
  description: `${brandName()} for therapists, psychologists and psychiatrists: your profile in the directory, your calendar and online booking, your team and your policies in one calm place.`,
});

export function ProfessionalLandingPage() {
  const brand = brandName();
  usePageTitle(professionalLandingHead().title);
  return (
    <>
      <section className={classes.hero} aria-labelledby="pro-landing-title">
        <Container size="xl">
          <div className={classes.heroText}>
            <Text className={classes.kicker}>{brand} for professionals</Text>
            <Title order={1} id="pro-landing-title" className={classes.heroTitle}>
              Run your practice in one calm place
            </Title>
            <Text size="lg" mt="sm" className={classes.lead}>
              {brand} is open-source software for therapists, psychologists and psychiatrists: your
              profile in the directory, your calendar and online booking, your team and your
              policies today, and more as it is built. Try {trialPlans.join(' or ')} free for{' '}
              {CHECKOUT_TRIAL_DAYS} days, with no card.
            </Text>
            <Group mt="md" gap="sm">
              <Button component={Link} to={paths.professionalRegister} size="md">
                Join and start your free trial
              </Button>
              <Button component={Link} to={paths.pricing} size="md" variant="default">
                See plans and prices
              </Button>
            </Group>
            <Text mt="sm" c="dimmed">
              Already have an account?{' '}
              <Link to={paths.login} className={classes.inlineLink}>
                Log in
              </Link>
            </Text>
          </div>
        </Container>
      </section>

      <Container size="xl">
        <section className={classes.section} aria-labelledby="pro-landing-gets">
          <Title order={2} id="pro-landing-gets">
            What your practice gets
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
            <article className={classes.card} aria-labelledby="pro-landing-now">
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" color="green" aria-hidden="true">
                  <IconCheck size={24} />
                </ThemeIcon>
                <Title order={3} id="pro-landing-now">
                  Ready today
                </Title>
              </Group>
              <ul className={classes.points}>
                {READY_NOW.map((feature) => (
                  <li key={feature}>{featureLabel(feature)}</li>
                ))}
              </ul>
            </article>
            <article className={classes.card} aria-labelledby="pro-landing-next" data-coming>
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                  <IconClockHour4 size={24} />
                </ThemeIcon>
                <Title order={3} id="pro-landing-next">
                  On the way
                </Title>
              </Group>
              <ul className={classes.points}>
                {COMING_FEATURES.map((feature) => (
                  <li key={feature}>{featureLabel(feature)}</li>
                ))}
              </ul>
              <Text mt="sm" c="dimmed">
                Each arrives in the plans that include it, as it is built.
              </Text>
            </article>
          </SimpleGrid>
        </section>

        <section className={classes.section} aria-labelledby="pro-landing-plans">
          <Title order={2} id="pro-landing-plans">
            Plans and the free trial
          </Title>
          <Text mt="xs" className={classes.lead}>
            {trialPlans.join(' and ')} {trialPlans.length === 1 ? 'starts' : 'start'} with{' '}
            {CHECKOUT_TRIAL_DAYS} days free. Pay by the month, or by the year for less, and cancel
            any time.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            {plansOnSale.map((plan) => (
              <PlanSummary key={plan} plan={plan} />
            ))}
          </SimpleGrid>
          <Group mt="md" gap="sm">
            <Button component={Link} to={paths.pricing} variant="default">
              Compare plans in detail
            </Button>
          </Group>
        </section>

        <section className={classes.section} aria-labelledby="pro-landing-privacy">
          <Title order={2} id="pro-landing-privacy">
            Your clients' privacy, built in
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
            <div className={classes.card}>
              <IconLock size={28} aria-hidden="true" className={classes.icon} />
              <Title order={3}>Sealed at rest</Title>
              <Text mt={4}>
                Dates of birth, phone numbers and insurance numbers are encrypted with AES-256-GCM
                before they are stored.
              </Text>
            </div>
            <div className={classes.card}>
              <IconEye size={28} aria-hidden="true" className={classes.icon} />
              <Title order={3}>Every look is logged</Title>
              <Text mt={4}>
                Each read of someone's information by another person is recorded, and they can see
                who. As the owner you can search your practice's audit events.
              </Text>
            </div>
            <div className={classes.card}>
              <IconBrandOpenSource size={28} aria-hidden="true" className={classes.icon} />
              <Title order={3}>Open and yours to run</Title>
              <Text mt={4}>
                {brand} is open-source. Run it on your own server if you prefer, and keep your
                records where you choose.
              </Text>
            </div>
          </SimpleGrid>
        </section>

        <section className={classes.closing} aria-labelledby="pro-landing-join">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
            <IconUsersGroup size={28} />
          </ThemeIcon>
          <div className={classes.closingText}>
            <Title order={2} id="pro-landing-join">
              Ready when you are
            </Title>
            <Text mt={4}>
              Create your account in a minute, then tell us about your practice in five short steps.
            </Text>
          </div>
          <Button component={Link} to={paths.professionalRegister} size="md">
            Join {brand}
          </Button>
        </section>
      </Container>
    </>
  );
}

function PlanSummary({ plan }: { plan: PricedPlanClass }) {
  const { label, monthly_price_cents, trial_eligible } = PLANS[plan];
  const titleId = `pro-landing-plan-${plan}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} id={titleId}>
          {label}
        </Title>
        {trial_eligible && (
          <Badge variant="light" color="green" size="lg">
            {CHECKOUT_TRIAL_DAYS}-day free trial
          </Badge>
        )}
      </Group>
      <Text mt="xs">{PLAN_TAGLINES[plan]}</Text>
      <p className={classes.price}>
        <span className={classes.amount}>{formatMoney(monthly_price_cents)}</span> per month
      </p>
    </article>
  );
}
