import {
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { planAllows } from '@orchid/contracts/feature-access';
import {
  annualSubtotal,
  CHECKOUT_TRIAL_DAYS,
  PLANS,
  PRICED_PLAN_CLASSES,
  type PricedPlanClass,
  type SubPeriod,
  SubPeriodSchema,
} from '@orchid/contracts/plans';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/brand';
import {
  checkoutPathFor,
  formatPrice,
  freeMonthsPerYear,
  PERIOD_LABELS,
  PLAN_HIGHLIGHTS,
  PLAN_TAGLINES,
} from './plan-offer';
import classes from './pricing-page.module.css';

/**
 * /pricing: the four plans of §9 with their monthly price, a Monthly/Annual switch (kept in
 * the address as ?period=annual, so a link can open either), and each plan's way to its
 * checkout: the free trial where the plan has one, the paid checkout otherwise.
 */
export function PricingPage() {
  usePageTitle('Pricing');
  const [search, setSearch] = useSearchParams();
  const period = SubPeriodSchema.catch('monthly').parse(search.get('period'));
  const choosePeriod = (value: string) =>
    setSearch(value === 'annual' ? { period: 'annual' } : {}, { replace: true });
  return (
    <Container size="xl" py="xl">
      <div className={classes.intro}>
        <Text className={classes.kicker}>Pricing</Text>
        <Title order={1} mt="xs">
          Plans for every practice
        </Title>
        <Text size="lg" mt="sm" className={classes.lead}>
          Try Core or AI Only free for {CHECKOUT_TRIAL_DAYS} days. Pay by the month, or by the year
          for less. Cancel any time: you keep your plan until the end of the period you paid for.
        </Text>
        <SegmentedControl
          mt="md"
          size="md"
          radius="xl"
          aria-label="Billing period"
          value={period}
          onChange={choosePeriod}
          data={[
            { value: 'monthly', label: PERIOD_LABELS.monthly },
            { value: 'annual', label: PERIOD_LABELS.annual },
          ]}
        />
        <Text mt="xs" c="dimmed">
          Annual billing: up to {Math.max(...PRICED_PLAN_CLASSES.map(freeMonthsPerYear))} months
          free each year.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mt="xl">
        {PRICED_PLAN_CLASSES.map((plan) => (
          <PlanCard key={plan} plan={plan} period={period} />
        ))}
      </SimpleGrid>
      <Text mt="lg" c="dimmed">
        Prices are in US dollars. A free trial needs no card; when it ends, choose a paid plan to
        keep going.
      </Text>
    </Container>
  );
}

function PlanCard({ plan, period }: { plan: PricedPlanClass; period: SubPeriod }) {
  const { label, monthly_price_cents, annual_billed_months, trial_eligible } = PLANS[plan];
  const titleId = `plan-${plan}`;
  const freeMonths = freeMonthsPerYear(plan);
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="xs" className={classes.cardHead}>
        <Title order={2} size="h3" id={titleId}>
          {label}
        </Title>
        {trial_eligible && (
          <Badge variant="light" color="green" size="lg">
            {CHECKOUT_TRIAL_DAYS}-day free trial
          </Badge>
        )}
      </Group>
      <Text mt="xs" className={classes.tagline}>
        {PLAN_TAGLINES[plan]}
      </Text>
      <p className={classes.price}>
        <span className={classes.amount}>{formatPrice(monthly_price_cents)}</span> per month
      </p>
      <div className={classes.annual}>
        {period === 'annual' ? (
          <>
            <Text>
              Billed for {annual_billed_months} months a year:{' '}
              <strong>{formatPrice(annualSubtotal(plan))} per year</strong>
            </Text>
            {freeMonths > 0 && (
              <Badge variant="light" mt={4}>
                {freeMonths === 1 ? '1 month free' : `${freeMonths} months free`}
              </Badge>
            )}
          </>
        ) : (
          <Text>Billed every month</Text>
        )}
      </div>
      <Button
        component={Link}
        to={checkoutPathFor(plan, period)}
        fullWidth
        size="md"
        mt="md"
        variant={trial_eligible ? 'filled' : 'outline'}
      >
        {trial_eligible ? `Start ${label} free trial` : `Choose ${label}`}
      </Button>
      <ul className={classes.features} aria-label={`What ${label} includes`}>
        {PLAN_HIGHLIGHTS.map(([feature, words]) =>
          planAllows(plan, feature) ? (
            <li key={feature}>
              <IconCheck size={18} aria-hidden="true" className={classes.included} />
              <span>{words}</span>
            </li>
          ) : (
            <li key={feature} className={classes.excluded}>
              <IconMinus size={18} aria-hidden="true" />
              <span>
                <VisuallyHidden>Not included: </VisuallyHidden>
                {words}
              </span>
            </li>
          ),
        )}
      </ul>
    </article>
  );
}
