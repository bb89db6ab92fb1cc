import { centsFromDollars, formatMoney, percentOf } from '@orchid/contracts/money';
import type { SessionType, SessionTypeInput } from '@orchid/contracts/scheduling';
import { dollarsInWords } from '../../app/format/money';

// A session type as its form holds it, and in words for the list. The contract's schema
// (SessionTypeInputSchema) checks it; these only shape the values around it.

type NumberField = 'length_minutes' | 'price' | 'cancellation_limit_hours';

/** The form's values: number inputs hold '' while empty. */
export type SessionTypeValues = Omit<
  SessionTypeInput,
  NumberField | 'seats' | 'cancellation_fee'
> & {
  [K in NumberField]: number | '';
} & {
  seats: number | '' | null;
  cancellation_fee: { type: SessionTypeInput['cancellation_fee']['type']; amount: number | '' };
};

/** A new type starts as a 50-minute telehealth session, bookable, a day's free cancellation. */
export const newSessionTypeValues = (): SessionTypeValues => ({
  label: '',
  length_minutes: 50,
  price: '',
  kind: 'one_on_one',
  seats: null,
  session_location_type: 'telehealth',
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'none', amount: 0 },
  bookable_online: true,
});

export const sessionTypeValues = (type: SessionType): SessionTypeValues => ({
  label: type.label,
  length_minutes: type.length_minutes,
  price: type.price,
  kind: type.kind,
  seats: type.seats,
  session_location_type: type.session_location_type,
  office_location_id: type.office_location_id,
  cancellation_limit_hours: type.cancellation_limit_hours,
  cancellation_fee: { ...type.cancellation_fee },
  bookable_online: type.bookable_online,
});

const blankToUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

/**
 * What the contract's schema checks: empty number fields as missing (its 'Field required'),
 * a group's empty seats too, and no fee amount without a fee.
 */
export function sessionTypeForCheck(values: SessionTypeValues) {
  const fee = values.cancellation_fee;
  return {
    ...values,
    length_minutes: blankToUndefined(values.length_minutes),
    price: blankToUndefined(values.price),
    cancellation_limit_hours: blankToUndefined(values.cancellation_limit_hours),
    seats: values.seats === '' ? undefined : values.seats,
    cancellation_fee: {
      type: fee.type,
      amount: fee.type === 'none' ? 0 : blankToUndefined(fee.amount),
    },
  };
}

/** Switching between one-on-one and group: seats only for groups, two to start with. */
export const seatsFor = (kind: SessionTypeInput['kind'], seats: SessionTypeValues['seats']) =>
  kind === 'one_on_one' ? null : seats === null ? 2 : seats;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How long before a session cancelling starts to cost: in days when whole days. */
export const hoursInWords = (hours: number) =>
  hours % 24 === 0 ? plural(hours / 24, 'day') : plural(hours, 'hour');

/** The late-cancellation terms of a type, as a client would read them. */
export function cancellationInWords(
  type: Pick<SessionTypeInput, 'cancellation_limit_hours' | 'cancellation_fee' | 'price'>,
): string {
  const { cancellation_limit_hours: hours, cancellation_fee: fee } = type;
  if (hours === 0 || fee.type === 'none' || fee.amount === 0) return 'Free to cancel';
  const cost =
    fee.type === 'flat'
      ? dollarsInWords(fee.amount)
      : `${fee.amount}% of the price (${formatMoney(percentOf(centsFromDollars(type.price), fee.amount))})`;
  return `Cancelling less than ${hoursInWords(hours)} ahead costs ${cost}`;
}

/** The facts of a type for its line in the list. */
export function sessionTypeFacts(type: SessionTypeInput): string[] {
  return [
    plural(type.length_minutes, 'minute'),
    type.price === 0 ? 'Free' : dollarsInWords(type.price),
    type.kind === 'group' ? `Group, ${plural(type.seats ?? 0, 'seat')}` : 'One-on-one',
    type.session_location_type === 'telehealth' ? 'Telehealth' : 'In person',
    cancellationInWords(type),
    type.bookable_online ? 'Clients can book it online' : 'Only your practice books it',
  ];
}
