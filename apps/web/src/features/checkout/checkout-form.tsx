import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { takeResumeAfterSignup } from '../accounts/register/redirect-after-register';
import { type BookingDetails, BookingSummary } from './booking-summary';
import { CardChooser } from './card-chooser';
import { rememberBooking } from './checkout-memory';
import {
  type CouponPrice,
  type PlaceToHold,
  useConfirmBooking,
  useCouponPrice,
  useSavedCards,
} from './checkout-queries';
import {
  type CardChoice,
  canConfirm,
  initialCardChoice,
  shownPrice,
  showsPayLater,
} from './checkout-rules';
import { CouponField } from './coupon-field';
import { useCompleteRegistration } from './use-complete-registration';

/**
 * What a checkout sells (booking-practice-and-marketing §2, §4): a one-on-one session's time
 * (checkout-page.tsx) or a seat in a group's meetings (group-sessions). The page, its rules
 * and its payment are the same; these are what differ.
 */
export type CheckoutOffer = {
  details: BookingDetails;
  /** Dollars before a coupon; null when it cannot be booked (the details say why). */
  listPrice: number | null;
  /** The address's payment_method (§2): a pre-authorized card has no 'pay later'. */
  paymentMethod: string | null;
  couponPrice: CouponPrice;
  /** What Confirm holds, with the coupon applied (or none). */
  place: (couponName: string | null) => PlaceToHold;
  /** The checkout's paths (the first, this one): the tab's booking in progress is kept by them. */
  addresses: string[];
  confirmPath: (timeslotId: string) => string;
  /** Where 'Edit session details' goes: the page the time or the group was chosen on. */
  editPath: string;
  /** 'book this session', 'join this group'. */
  action: string;
  /** The red alert's title when Confirm fails. */
  failedTitle: string;
};

/** The checkout of an offer, for whoever comes: a member books; anyone else registers first. */
export function CheckoutForm({ offer }: { offer: CheckoutOffer }) {
  const { user } = useSession();
  const [search] = useSearchParams();
  const address = search.toString();
  const addresses = offer.addresses.join(' ');
  useEffect(() => {
    rememberBooking({ addresses: addresses.split(' '), search: address });
  }, [addresses, address]);
  if (user === undefined) return <ScreenLoading />;
  const member = user?.user_type === 'member' && user.email_confirmed && user.signup_form_finished;
  return member ? (
    <MemberCheckout offer={offer} user={user} />
  ) : (
    <SignupFirst offer={offer} user={user} />
  );
}

type CheckoutProps = { offer: CheckoutOffer };

/** A visitor, or a member whose signup is unfinished: the booking, and Complete registration. */
function SignupFirst({ offer, user }: CheckoutProps & { user: UserInfo | null }) {
  const completeRegistration = useCompleteRegistration();
  const professionalUser = user?.user_type === 'orchid_pro';
  const { listPrice } = offer;
  return (
    <>
      <BookingSummary {...offer.details} price={listPrice} />
      {professionalUser ? (
        <Alert color="blue" variant="light" title="Booking is for clients">
          Sessions are booked from a client account. Log out and log in as a client to book.
        </Alert>
      ) : (
        <Text>Create your free account, or log in, to {offer.action}.</Text>
      )}
      <CheckoutButtons
        editPath={offer.editPath}
        payLater={listPrice !== null && showsPayLater(listPrice, offer.paymentMethod)}
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
function MemberCheckout({ offer, user }: CheckoutProps & { user: UserInfo }) {
  const navigate = useNavigate();
  const cards = useSavedCards(true);
  const coupon = useCouponPrice(offer.couponPrice);
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
    ? { title: offer.failedTitle, error: confirm.error }
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
  const { listPrice } = offer;
  const price = listPrice === null ? null : shownPrice(listPrice, applied?.price ?? null);
  const leaving = confirm.data?.kind === 'leave';
  const book = () => {
    if (listPrice === null) return;
    confirm.reset();
    confirm.mutate(
      { place: offer.place(applied?.name ?? null), card },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'leave') window.location.assign(outcome.url);
          else navigate(offer.confirmPath(outcome.timeslotId), { replace: true });
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
      <BookingSummary {...offer.details} price={price} user={user} />
      {listPrice !== null && listPrice !== 0 && (
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
                coupon.mutate(name, {
                  onSuccess: (answer) => setApplied({ name, price: answer.end_price }),
                })
              }
            />
            {price !== 0 && (
              <CardChooser cards={cards.data ?? []} choice={card} onChoose={setCard} />
            )}
          </Stack>
        </Panel>
      )}
      <CheckoutButtons
        editPath={offer.editPath}
        payLater={price !== null && showsPayLater(price, offer.paymentMethod)}
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
  editPath,
  payLater,
  children,
}: {
  editPath: string;
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
      <Button component={Link} to={editPath} size="md" variant="subtle">
        Edit session details
      </Button>
    </Stack>
  );
}
