import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { DirectoryProfessional } from '@orchid/contracts/directory';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { useSession } from '../../app/session/session';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { ScreenLoading } from '../../ui/screen-loading';
import { takeResumeAfterSignup } from '../accounts/register/redirect-after-register';
import { professionalCheckoutConfirm, professionalProfile } from '../directory/directory-paths';
import { useBookableSessionTypes, useDirectoryProfessional } from '../directory/directory-queries';
import type { BookableSessionType } from './booking-summary';
import { BookingSummary } from './booking-summary';
import { CardChooser } from './card-chooser';
import { bookingInProgress, rememberBooking } from './checkout-memory';
import { useConfirmBooking, useCouponPrice, useSavedCards } from './checkout-queries';
import {
  type CardChoice,
  type CheckoutQuery,
  canConfirm,
  initialCardChoice,
  parseCheckoutQuery,
  shownPrice,
  showsPayLater,
} from './checkout-rules';
import { CouponField } from './coupon-field';
import { useCompleteRegistration } from './use-complete-registration';

/** /professional-search/{id_or_custom_url}/checkout (booking-practice-and-marketing §2, §4). */
export function CheckoutPage() {
  usePageTitle('Confirm your booking');
  const { id_or_custom_url: idOrCustomUrl = '' } = useParams();
  const [search] = useSearchParams();
  const query = parseCheckoutQuery(search);
  // The card page's Cancel comes back without the time: the tab's booking in progress has it.
  const inProgress = query === null ? bookingInProgress() : null;
  const professional = useDirectoryProfessional(idOrCustomUrl);
  const types = useBookableSessionTypes(professional.data?.sub);
  if (inProgress?.professional.includes(idOrCustomUrl)) {
    return <Navigate to={`?${inProgress.search}`} replace />;
  }
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Confirm your booking</Title>
      <Stack gap="md" mt="md">
        {query === null ? (
          <Alert color="red" variant="light" role="alert" title="This booking link is incomplete">
            Please choose a time on the{' '}
            <Anchor component={Link} to={professionalProfile(idOrCustomUrl)}>
              professional's page
            </Anchor>
            .
          </Alert>
        ) : (
          <QueryView query={professional} failedMessage="failed to get the professional">
            {(pro) => (
              <QueryView query={types} failedMessage="failed to get the session types">
                {(list) => (
                  <Checkout
                    pro={pro}
                    idOrCustomUrl={idOrCustomUrl}
                    query={query}
                    // §4: matched by label; nothing to book when no type matches.
                    type={list.find((type) => type.label === query.type)}
                  />
                )}
              </QueryView>
            )}
          </QueryView>
        )}
      </Stack>
    </Container>
  );
}

type CheckoutProps = {
  pro: DirectoryProfessional;
  idOrCustomUrl: string;
  query: CheckoutQuery;
  type: BookableSessionType | undefined;
};

function Checkout({ pro, idOrCustomUrl, query, type }: CheckoutProps) {
  const { user } = useSession();
  const [search] = useSearchParams();
  useEffect(() => {
    const kept = bookingInProgress();
    const address = search.toString();
    rememberBooking({
      professional: [idOrCustomUrl, pro.sub],
      search: address,
      ...(kept?.search === address && kept.hold ? { hold: kept.hold } : {}),
    });
  }, [idOrCustomUrl, pro.sub, search]);
  if (user === undefined) return <ScreenLoading />;
  const member = user?.user_type === 'member' && user.email_confirmed && user.signup_form_finished;
  return member ? (
    <MemberCheckout pro={pro} idOrCustomUrl={idOrCustomUrl} query={query} type={type} user={user} />
  ) : (
    <SignupFirst pro={pro} idOrCustomUrl={idOrCustomUrl} query={query} type={type} user={user} />
  );
}

/** A visitor, or a member whose signup is unfinished: the booking, and Complete registration. */
function SignupFirst({
  pro,
  idOrCustomUrl,
  query,
  type,
  user,
}: CheckoutProps & { user: UserInfo | null }) {
  const completeRegistration = useCompleteRegistration();
  const professionalUser = user?.user_type === 'orchid_pro';
  return (
    <>
      <BookingSummary pro={pro} query={query} type={type} price={type?.price ?? null} />
      {professionalUser ? (
        <Alert color="blue" variant="light" title="Booking is for clients">
          Sessions are booked from a client account. Log out and log in as a client to book.
        </Alert>
      ) : (
        <Text>Create your free account, or log in, to book this session.</Text>
      )}
      <CheckoutButtons
        idOrCustomUrl={idOrCustomUrl}
        payLater={type !== undefined && showsPayLater(type.price, query.paymentMethod)}
      >
        {!professionalUser && (
          <Button size="md" onClick={() => completeRegistration(user)}>
            Complete registration
          </Button>
        )}
        <Button size="md" disabled>
          Confirm & finish
        </Button>
      </CheckoutButtons>
    </>
  );
}

/** A member with a finished signup: coupon, card, and Confirm & finish. */
function MemberCheckout({
  pro,
  idOrCustomUrl,
  query,
  type,
  user,
}: CheckoutProps & { user: UserInfo }) {
  const navigate = useNavigate();
  const cards = useSavedCards(true);
  const coupon = useCouponPrice();
  const confirm = useConfirmBooking();
  const [applied, setApplied] = useState<{ name: string; price: number } | null>(null);
  const [card, setCard] = useState<CardChoice>({ kind: 'none' });
  const alertRef = useRef<HTMLDivElement>(null);
  // Signup is finished: a page kept to come back to has served.
  useEffect(() => void takeResumeAfterSignup(), []);
  useEffect(() => {
    if (cards.data) setCard(initialCardChoice(cards.data.map((saved) => saved.id)));
  }, [cards.data]);
  // §8: any error in a red alert at the top, titled by what failed.
  const failure = confirm.error
    ? { title: 'We could not book this session', error: confirm.error }
    : coupon.error
      ? { title: 'This coupon cannot be used', error: coupon.error }
      : cards.error
        ? { title: 'failed to get saved payment methods', error: cards.error }
        : null;
  const error = failure?.error;
  useEffect(() => {
    if (error) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  if (cards.isPending) return <ScreenLoading />;
  const price = type ? shownPrice(type.price, applied?.price ?? null) : null;
  const listPrice = type?.price ?? 0;
  const leaving = confirm.data?.kind === 'leave';
  const book = () => {
    if (!type) return;
    confirm.reset();
    confirm.mutate(
      {
        hold: {
          timeslot_length_minute: query.length,
          timeslot_datetime_start: query.start,
          orchid_pro_cognito_sub: pro.sub,
          appointment_type_label: type.label,
          coupon_name: applied?.name ?? null,
          invite_code: query.inviteCode,
          place_session_held_outside_of_orchid: false,
        },
        card,
      },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'leave') window.location.assign(outcome.url);
          else
            navigate(professionalCheckoutConfirm(idOrCustomUrl, outcome.timeslotId), {
              replace: true,
            });
        },
      },
    );
  };
  return (
    <>
      {failure && (
        <Alert ref={alertRef} color="red" variant="light" role="alert" title={failure.title}>
          {failure.error.message}
        </Alert>
      )}
      <BookingSummary pro={pro} query={query} type={type} price={price} user={user} />
      {type && listPrice !== 0 && (
        <Panel>
          <Stack gap="md">
            <CouponField
              applied={applied?.name ?? null}
              busy={coupon.isPending}
              onEdit={() => {
                setApplied(null);
                coupon.reset();
              }}
              onApply={(name) =>
                coupon.mutate(
                  {
                    appointment_type_label: type.label,
                    coupon_name: name,
                    orchid_pro_cognito_sub: pro.sub,
                  },
                  { onSuccess: (answer) => setApplied({ name, price: answer.end_price }) },
                )
              }
            />
            {price !== 0 && (
              <CardChooser cards={cards.data ?? []} choice={card} onChoose={setCard} />
            )}
          </Stack>
        </Panel>
      )}
      <CheckoutButtons
        idOrCustomUrl={idOrCustomUrl}
        payLater={price !== null && showsPayLater(price, query.paymentMethod)}
      >
        <Button
          size="md"
          disabled={price === null || !canConfirm(price, card)}
          loading={confirm.isPending || leaving}
          onClick={book}
        >
          Confirm & finish
        </Button>
      </CheckoutButtons>
    </>
  );
}

/** The buttons under the booking: the page's own first, then pay later (never enabled) and Edit. */
function CheckoutButtons({
  idOrCustomUrl,
  payLater,
  children,
}: {
  idOrCustomUrl: string;
  payLater: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {children}
      {payLater && (
        <Button size="md" variant="default" disabled>
          Book now and pay later
        </Button>
      )}
      <Button component={Link} to={professionalProfile(idOrCustomUrl)} size="md" variant="subtle">
        Edit session details
      </Button>
    </Stack>
  );
}
