import {
  type CouponInput,
  createCoupon,
  deleteCoupon,
  listCoupons,
} from '@orchid/contracts/checkout';
import { atPath } from '@orchid/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';

// The practice's coupons (POST, GET, DELETE /api/scheduler/v1/coupons).

const couponsKey = ['checkout', 'coupons'] as const;

export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => call(listCoupons, undefined, { signal }),
    select: (answer) => answer.coupons,
  });
}

function useCouponChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export const useCreateCoupon = () =>
  useCouponChange((input: CouponInput) => call(createCoupon, input));

export const useDeleteCoupon = () =>
  useCouponChange((id: string) => call(atPath(deleteCoupon, { coupon_id: id })));
