import { formatMoney } from '@orchid/contracts/money';
import { CANCELLATION_WINDOW_DAYS, type CancellationPolicy } from '@orchid/contracts/professionals';

// The window options of §9 are days; the policy stores cancellation_limit_hours, where 0 means
// clients may cancel at any time.

const windowInWords = (hours: number) => {
  if (hours === 0) return 'No window: clients may cancel at any time';
  if (hours % 24 === 0) {
    const days = hours / 24;
    return `${days} ${days === 1 ? 'day' : 'days'} before the session`;
  }
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} before the session`;
};

/** The select's options, with a stored value that is not one of them kept as its own. */
export function cancellationWindowOptions(current: number): { value: string; label: string }[] {
  const hours = [0, ...CANCELLATION_WINDOW_DAYS.map((days) => days * 24)];
  if (!hours.includes(current)) hours.push(current);
  return hours
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: windowInWords(value) }));
}

/** The policy in a few plain lines, for clients' and schedulers' eyes. */
export function policySummary(policy: CancellationPolicy): { label: string; value: string }[] {
  const fee =
    policy.fee_type === 'flat' && policy.fee_cents !== null
      ? formatMoney(policy.fee_cents)
      : policy.fee_type === 'percent' && policy.fee_percent !== null
        ? `${policy.fee_percent}% of the session rate`
        : 'No fee';
  return [
    { label: 'Late-cancellation window', value: windowInWords(policy.cancellation_limit_hours) },
    {
      label: 'Late-cancellation fee',
      value: policy.cancellation_limit_hours === 0 ? 'No fee' : fee,
    },
    { label: 'What clients read', value: policy.policy_text || 'Nothing written yet' },
  ];
}
