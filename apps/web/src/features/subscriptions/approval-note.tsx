import { Alert } from '@mantine/core';
import { CHECKOUT_TRIAL_DAYS } from '@orchid/contracts/plans';
import { APPROVAL_WAIT } from '@orchid/contracts/professionals';
import { IconUserCheck } from '@tabler/icons-react';
import { brandName } from '../../app/brand';

/**
 * What approval is, how long it takes and what it means for the plan, said before a
 * professional starts a trial or pays (the server restarts a trial at approval, and a paid
 * plan runs from the day it is paid).
 */
export function ApprovalNote({ trial }: { trial: boolean }) {
  return (
    <Alert
      color="orchid"
      variant="light"
      role="note"
      icon={<IconUserCheck aria-hidden="true" />}
      title="Your profile is approved before clients can book you"
      data-testid="approval-note"
    >
      The {brandName()} team reviews every new professional (your details and your license) before
      your practice opens to clients, {APPROVAL_WAIT}. We email you when it is done.{' '}
      {trial
        ? `Your free trial waits for it: its ${CHECKOUT_TRIAL_DAYS} days start again on the day you are approved.`
        : 'A paid plan starts on the day you pay, also while you wait for approval.'}
    </Alert>
  );
}
