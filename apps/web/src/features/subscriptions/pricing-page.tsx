import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { planAllows } from '@orchid/contracts/feature-access';
import { formatMoney } from '@orchid/contracts/money';
import {
  annualSubtotal,
  CHECKOUT_TRIAL_DAYS,
  PLANS,
  PRICED_PLAN_CLASSES,
  type PricedPlanClass,
  type SubPeriod,
  SubPeriodSchema,
} from '@orchid/contracts/plans';
import { COMING_FEATURES, featureLabel, planOnSale } from '@orchid/contracts/product-features';
import { APPROVAL_WAIT } from '@orchid/contracts/professionals';
import { IconCheck, IconClockHour4, IconMinus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { brandName, usePageTitle } from '../../app/brand';
import { useSession } from '../../app/session/session';
import { showToast } from '../../app/toasts';
import {
  formatBillingDate,
  freeMonthsPerYear,
  PERIOD_LABELS,
  PLAN_HIGHLIGHTS,
  PLAN_TAGLINES,
} from './plan-offer';
import { type CardOffer, cardOffer, type PlanStanding } from './plan-standing';
import classes from './pricing-page.module.css';
import { useCancelPlanChange } from './subscription-queries';
import { usePlanStanding } from './use-plan-standing';

// Only a professional with a plan to change opens it: a guest's page loads no dialog.
const ChangePlanDialog = lazy(() =>
  import('./change-plan-dialog').then((m) => ({ default: m.ChangePlanDialog })),
);

/** The sentence over the cards for a professional with a plan. */
function standingSentence(standing: PlanStanding, date: (instant: string) => string) {
  switch (standing.kind) {
    case 'none':
      return null;
    case 'fixed':
      return `Your plan is ${standing.label}, arranged with us directly. Please write to support to change it.`;
    default: {
      const { label } = PLANS[standing.plan.sub_class];
      const period = PERIOD_LABELS[standing.plan.sub_period].toLowerCase();
      if (standing.kind === 'trial') {
        return `You are on the free trial of ${label} until ${date(standing.until)}. Subscribe to any plan now and keep the rest of your trial: nothing is charged before it ends.`;
      }
      if (standing.kind === 'ending') {
        return `Your ${label} plan is canceled and ends on ${date(standing.until)}.`;
      }
      const scheduled =
        standing.kind === 'paid' && standing.scheduled
          ? ` It changes to ${PLANS[standing.scheduled.sub_class].label} (${PERIOD_LABELS[
              standing.scheduled.sub_period
            ].toLowerCase()}) on ${date(standing.scheduled.effective_at)}.`
          : '';
      return `You are on ${label}, billed ${period}.${scheduled} Upgrades take effect at once; a downgrade when your current period ends.`;
    }
  }
}

/** Only plans whose features are built are sold (contracts' planOnSale). */
const PLANS_ON_SALE = PRICED_PLAN_CLASSES.filter(planOnSale);
const PLANS_COMING = PRICED_PLAN_CLASSES.filter((plan) => !planOnSale(plan));
const TRIAL_PLANS = PLANS_ON_SALE.filter((plan) => PLANS[plan].trial_eligible).map(
  (plan) => PLANS[plan].label,
);

/** The page's title and description, in the browser and in the head of the page the server draws. */
export const pricingHead = () => ({
  title: 'Pricing',
  description: `The plans of ${brandName()} for professionals and practices, monthly or annual, with a free trial and no card to start.`,
});

/**
 * /pricing: the four plans of §9 with their monthly price, a Monthly/Annual switch (kept in
 * the address as ?period=annual, so a link can open either), and each plan's way to its
 * checkout: the free trial where the plan has one, the paid checkout otherwise.
 */
export function PricingPage() {
  usePageTitle(pricingHead().title);
  const { user } = useSession();
  const standing = usePlanStanding();
  const [now] = useState(() => new Date());
  const date = (instant: string | Date) => formatBillingDate(instant, user?.timezone);
  const [search, setSearch] = useSearchParams();
  const period = SubPeriodSchema.catch('monthly').parse(search.get('period'));
  // A plan no longer on sale keeps its card only for whoever has it.
  const held = standing && 'plan' in standing ? standing.plan.sub_class : undefined;
  const shown = PRICED_PLAN_CLASSES.filter((plan) => planOnSale(plan) || plan === held);
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
          Try {TRIAL_PLANS.join(' or ')} free for {CHECKOUT_TRIAL_DAYS} days. Pay by the month, or
          by the year for less. Cancel any time: you keep your plan until the end of the period you
          paid for.
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
          Annual billing: up to {Math.max(...PLANS_ON_SALE.map(freeMonthsPerYear))} months free each
          year.
        </Text>
      </div>
      {standing && standing.kind !== 'none' && (
        <Alert color="orchid" variant="light" role="note" mt="lg" maw={720} title="Your plan">
          {standingSentence(standing, date)}
        </Alert>
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: shown.length }}
        spacing="md"
        mt="xl"
        maw={shown.length * 360}
      >
        {shown.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            period={period}
            offer={standing && cardOffer(plan, period, standing, now, date)}
            standing={standing}
            date={date}
          />
        ))}
      </SimpleGrid>
      <OnTheWay />
      <Text mt="lg" c="dimmed">
        Prices are in US dollars. A free trial needs no card; when it ends, choose a paid plan to
        keep going.
      </Text>
      <Text mt="xs" c="dimmed">
        Before clients can book you, the {brandName()} team reviews your details and your license,{' '}
        {APPROVAL_WAIT}. A free trial waits for it: its {CHECKOUT_TRIAL_DAYS} days start on the day
        you are approved.
      </Text>
    </Container>
  );
}

type PlanCardProps = {
  plan: PricedPlanClass;
  period: SubPeriod;
  /** What this card offers the reader; undefined while their plan loads. */
  offer: CardOffer | undefined;
  standing: PlanStanding | undefined;
  date: (instant: string) => string;
};

function PlanCard({ plan, period, offer, standing, date }: PlanCardProps) {
  const { label, monthly_price_cents, annual_billed_months, trial_eligible } = PLANS[plan];
  const titleId = `plan-${plan}`;
  const freeMonths = freeMonthsPerYear(plan);
  const current = offer?.badge === 'Current plan';
  // The trial badge is for whoever can still start one.
  const trialOffered = trial_eligible && standing?.kind === 'none' && !standing.trialUsed;
  return (
    <article
      className={current ? `${classes.card} ${classes.current}` : classes.card}
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="center" gap="xs" className={classes.cardHead}>
        <Title order={2} size="h3" id={titleId}>
          {label}
        </Title>
        {offer?.badge ? (
          <Badge variant={current ? 'filled' : 'light'} color="orchid" size="lg">
            {offer.badge}
          </Badge>
        ) : (
          (trialOffered || standing === undefined) &&
          trial_eligible && (
            // md: beside the longest plan name in a four-column row it still fits one line.
            <Badge variant="light" color="green" size="md">
              {CHECKOUT_TRIAL_DAYS}-day free trial
            </Badge>
          )
        )}
      </Group>
      <Text mt="xs" className={classes.tagline}>
        {PLAN_TAGLINES[plan]}
      </Text>
      <p className={classes.price}>
        <span className={classes.amount}>{formatMoney(monthly_price_cents)}</span> per month
      </p>
      <div className={classes.annual}>
        {period === 'annual' ? (
          <>
            <Text>
              Billed for {annual_billed_months} months a year:{' '}
              <strong>{formatMoney(annualSubtotal(plan))} per year</strong>
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
      {offer ? (
        <CardActionArea offer={offer} standing={standing} date={date} />
      ) : (
        <Skeleton height={42} mt="md" radius="sm" aria-hidden="true" />
      )}
      <ul className={classes.features} aria-label={`What ${label} includes`}>
        {PLAN_HIGHLIGHTS.map(([product, feature]) => {
          const words = featureLabel(product);
          return planAllows(plan, feature) ? (
            <li key={product}>
              <IconCheck size={18} aria-hidden="true" className={classes.included} />
              <span>{words}</span>
            </li>
          ) : (
            <li key={product} className={classes.excluded}>
              <IconMinus size={18} aria-hidden="true" />
              <span>
                <VisuallyHidden>Not included: </VisuallyHidden>
                {words}
              </span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/**
 * What no plan has yet, from the registry: named as coming, never as included, and the plans
 * that wait for it (AI Only, Core + AI) are not sold until then.
 */
function OnTheWay() {
  return (
    <section className={classes.coming} aria-labelledby="pricing-coming" data-coming>
      <Group gap="xs" wrap="nowrap">
        <IconClockHour4 size={24} aria-hidden="true" />
        <Title order={2} size="h3" id="pricing-coming">
          On the way
        </Title>
      </Group>
      <Text mt="xs">Not built yet, so not part of any plan today:</Text>
      <ul className={classes.comingList}>
        {COMING_FEATURES.map((feature) => (
          <li key={feature}>{featureLabel(feature)}</li>
        ))}
      </ul>
      {PLANS_COMING.length > 0 && (
        <Text mt="xs">
          The {PLANS_COMING.map((plan) => PLANS[plan].label).join(' and ')} plans open when AI notes
          are ready.
        </Text>
      )}
    </section>
  );
}

/** A label too long for a narrow column wraps rather than being cut. */
const actionClassNames = { root: classes.action, label: classes.actionLabel };

/** The card's button (or the reason it has none) and the sentence under it. */
function CardActionArea({
  offer,
  standing,
  date,
}: {
  offer: CardOffer;
  standing: PlanStanding | undefined;
  date: (instant: string) => string;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancelChange = useCancelPlanChange();
  const { action } = offer;
  const note = offer.note && (
    <Text size="sm" mt="xs" className={classes.note}>
      {offer.note}
    </Text>
  );
  switch (action.kind) {
    case 'link':
      return (
        <>
          <Button
            component={Link}
            to={action.to}
            fullWidth
            size="md"
            mt="md"
            classNames={actionClassNames}
            variant={action.filled ? 'filled' : 'outline'}
          >
            {action.label}
          </Button>
          {note}
        </>
      );
    case 'none':
      return <div className={classes.noAction}>{note}</div>;
    case 'cancel-change':
      return (
        <>
          <Button
            fullWidth
            size="md"
            mt="md"
            classNames={actionClassNames}
            variant="default"
            loading={cancelChange.isPending}
            onClick={() =>
              cancelChange.mutate(undefined, {
                onSuccess: () =>
                  showToast({
                    color: 'green',
                    title: 'Change canceled',
                    message: 'Your plan stays as it is.',
                  }),
              })
            }
          >
            {action.label}
          </Button>
          {note}
          {cancelChange.error && (
            <Text size="sm" c="red.9" role="alert" mt="xs">
              {cancelChange.error.message}
            </Text>
          )}
        </>
      );
    case 'change': {
      if (!standing || !('plan' in standing)) return null;
      return (
        <>
          <Button
            fullWidth
            size="md"
            mt="md"
            classNames={actionClassNames}
            variant={action.change === 'upgrade' ? 'filled' : 'outline'}
            onClick={() => setConfirming(true)}
          >
            {action.label}
          </Button>
          {note}
          <Suspense fallback={null}>
            <ChangePlanDialog
              opened={confirming}
              onClose={() => setConfirming(false)}
              from={standing.plan}
              to={action.to}
              change={action.change}
              label={action.label}
              periodEnd={standing.until}
              date={date}
            />
          </Suspense>
        </>
      );
    }
  }
}
