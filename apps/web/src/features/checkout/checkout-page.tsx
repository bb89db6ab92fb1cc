import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import type { DirectoryProfessional } from '@orchid/contracts/directory';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { QueryView } from '../../ui/query-view';
import {
  professionalCheckoutConfirm,
  professionalCheckoutPath,
  professionalProfile,
} from '../directory/directory-paths';
import { useBookableSessionTypes, useDirectoryProfessional } from '../directory/directory-queries';
import type { BookableSessionType } from './booking-summary';
import { CheckoutForm, type CheckoutOffer } from './checkout-form';
import { bookingInProgress } from './checkout-memory';
import { sessionCouponPrice, sessionPlace } from './checkout-queries';
import { type CheckoutQuery, parseCheckoutQuery } from './checkout-rules';

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
  if (inProgress?.addresses.includes(professionalCheckoutPath(idOrCustomUrl))) {
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
                  <CheckoutForm
                    offer={sessionOffer(
                      pro,
                      idOrCustomUrl,
                      query,
                      // §4: matched by label; nothing to book when no type matches.
                      list.find((type) => type.label === query.type),
                    )}
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

/** A one-on-one session at the address's time, with the professional. */
function sessionOffer(
  pro: DirectoryProfessional,
  idOrCustomUrl: string,
  query: CheckoutQuery,
  type: BookableSessionType | undefined,
): CheckoutOffer {
  const label = type?.label ?? query.type;
  return {
    details: {
      professional: {
        name: pro.display_name,
        photoUrl: pro.photo_url,
        credentials: pro.credentials,
      },
      type: query.type,
      start: query.start,
      lengthMinutes: query.length,
      unavailable: type === undefined,
    },
    listPrice: type?.price ?? null,
    paymentMethod: query.paymentMethod,
    couponPrice: sessionCouponPrice({
      appointment_type_label: label,
      orchid_pro_cognito_sub: pro.sub,
    }),
    place: (couponName) =>
      sessionPlace({
        timeslot_length_minute: query.length,
        timeslot_datetime_start: query.start,
        orchid_pro_cognito_sub: pro.sub,
        appointment_type_label: label,
        coupon_name: couponName,
        invite_code: query.inviteCode,
        place_session_held_outside_of_orchid: false,
      }),
    addresses: [professionalCheckoutPath(idOrCustomUrl), professionalCheckoutPath(pro.sub)],
    confirmPath: (timeslotId) => professionalCheckoutConfirm(idOrCustomUrl, timeslotId),
    editPath: professionalProfile(idOrCustomUrl),
    action: 'book this session',
    failedTitle: 'We could not book this session',
  };
}
