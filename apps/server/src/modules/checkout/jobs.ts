import type { CheckoutContext } from './context';
import { expireHold } from './holds';
import { DUPLICATE_REFUND_JOB, DuplicateRefundJobSchema, refundDuplicate } from './provider-events';
import { sendReceipt } from './receipts';
import {
  HOLD_EXPIRY_JOB,
  HoldExpiryJobSchema,
  RECEIPT_JOB,
  REFUND_JOB,
  ReceiptJobSchema,
  RefundJobSchema,
} from './refund-jobs';
import { refundSession } from './refunds';

/** The checkout's background work: holds ending, refunds and receipts. */
export function handleCheckoutJobs(ctx: CheckoutContext) {
  ctx.jobs.handle(HOLD_EXPIRY_JOB, HoldExpiryJobSchema, (job) => expireHold(ctx, job.hold_id));
  ctx.jobs.handle(REFUND_JOB, RefundJobSchema, (job) => refundSession(ctx, job));
  ctx.jobs.handle(RECEIPT_JOB, ReceiptJobSchema, (job) => sendReceipt(ctx, job));
  ctx.jobs.handle(DUPLICATE_REFUND_JOB, DuplicateRefundJobSchema, (job) =>
    refundDuplicate(ctx, job),
  );
}
