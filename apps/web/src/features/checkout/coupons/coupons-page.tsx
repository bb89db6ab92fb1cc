import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Coupon } from '@orchid/contracts/checkout';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../../app/brand';
import { instantInWords } from '../../../app/format/dates';
import { viewerTimeZone } from '../../../app/format/time-zone';
import { showToast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Panel } from '../../../ui/panel';
import { PlainList } from '../../../ui/plain-list';
import { QueryView } from '../../../ui/query-view';
import { FeatureGate } from '../../access/feature-gate';
import { useDashboardUser } from '../../dashboard/use-dashboard-user';
import { useSessionTypes } from '../../scheduling-settings/scheduling-queries';
import { CouponForm } from './coupon-form';
import { useCoupons, useDeleteCoupon } from './coupon-queries';
import { couponAppliesTo, couponDiscount, couponRedemptions } from './coupon-words';

/** /pro-dashboard/settings/coupons: codes clients type in the checkout for a lower price. */
export function CouponsPage() {
  usePageTitle('Coupons');
  return (
    <FeatureGate feature="edit-scheduling">
      <Coupons />
    </FeatureGate>
  );
}

function Coupons() {
  const user = useDashboardUser();
  const timeZone = viewerTimeZone(user);
  const coupons = useCoupons();
  const types = useSessionTypes(user, user.sub);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Coupon>();
  const remove = useDeleteCoupon();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Coupons</Title>
        <Text c="dimmed" mt={4}>
          A coupon lowers the price of a session when a client types it in the booking checkout.
        </Text>
      </div>
      {adding ? (
        <Panel>
          <Title order={3} size="h4" mb="sm">
            New coupon
          </Title>
          <CouponForm
            labels={(types.data ?? []).map((type) => type.label)}
            timeZone={timeZone}
            onDone={() => setAdding(false)}
          />
        </Panel>
      ) : (
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Create coupon
        </Button>
      )}
      <QueryView query={coupons} failedMessage="We could not load your coupons">
        {(list) =>
          list.length === 0 ? (
            <Panel>
              <Text>
                No coupons yet. Create one to offer a lower price, such as a first session at half
                price.
              </Text>
            </Panel>
          ) : (
            <PlainList label="Coupons">
              {list.map((coupon) => (
                <CouponRow
                  key={coupon.coupon_id}
                  coupon={coupon}
                  timeZone={timeZone}
                  onDelete={() => setRemoving(coupon)}
                />
              ))}
            </PlainList>
          )
        }
      </QueryView>
      <ConfirmDialog
        opened={removing !== undefined}
        title="Delete this coupon?"
        confirmLabel="Delete coupon"
        failureTitle="Not deleted"
        destructive
        action={remove}
        onClose={() => setRemoving(undefined)}
        onConfirm={(done) =>
          removing &&
          remove.mutate(removing.coupon_id, {
            onSuccess: () => {
              showToast({ color: 'green', title: 'Coupon deleted', message: removing.coupon_name });
              done();
            },
          })
        }
      >
        Clients can no longer use <strong>{removing?.coupon_name}</strong>. Bookings already priced
        with it keep their price.
      </ConfirmDialog>
    </Stack>
  );
}

function CouponRow({
  coupon,
  timeZone,
  onDelete,
}: {
  coupon: Coupon;
  timeZone: string;
  onDelete: () => void;
}) {
  const expired = coupon.expires_at !== null && Date.parse(coupon.expires_at) < Date.now();
  const usedUp = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
  return (
    <li>
      <Panel>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Group gap="xs">
              <Text fw={700}>{coupon.coupon_name}</Text>
              <Badge variant="light">{couponDiscount(coupon)}</Badge>
              {(expired || usedUp) && (
                <Badge color="gray" variant="light">
                  {expired ? 'Expired' : 'Used up'}
                </Badge>
              )}
            </Group>
            <Text size="sm" mt={4}>
              {couponAppliesTo(coupon.labels)} · {couponRedemptions(coupon)}
              {coupon.expires_at &&
                ` · ${expired ? 'Expired' : 'Expires'} ${instantInWords(coupon.expires_at, timeZone, { dateStyle: 'medium' })}`}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={`Delete ${coupon.coupon_name}`}
          >
            Delete
          </Button>
        </Group>
      </Panel>
    </li>
  );
}
