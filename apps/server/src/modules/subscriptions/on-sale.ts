import type { PricedPlanClass } from '@orchid/contracts/plans';
import { planOnSale } from '@orchid/contracts/product-features';
import { AppError } from '../../platform/http/app-error';

/**
 * A plan whose features are not built is not sold, neither as a trial, a checkout nor a
 * change to it (contracts' planOnSale): AI Only and Core + AI wait for AI notes. Whoever
 * already has such a plan keeps it, and may change its billing period.
 */
export function refuseUnlessOnSale(plan: PricedPlanClass, held?: PricedPlanClass): void {
  if (plan !== held && !planOnSale(plan)) throw new AppError('subscriptions.planNotOnSale');
}
