/** A session type's body as the API takes it: one-on-one, telehealth, bookable, no fee. */
export const sessionTypeBody = (overrides: Record<string, unknown> = {}) => ({
  label: 'Regular session',
  length_minutes: 50,
  price: 150,
  kind: 'one_on_one',
  seats: null,
  session_location_type: 'telehealth',
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'none', amount: 0 },
  bookable_online: true,
  ...overrides,
});
