// The marketing pages' own addresses that the server names too (kept apart from the calls'
// schemas so the web's path table stays light).

/** Where a demo request lands when the operator has no scheduling page (DEMO_BOOKING_URL). */
export const DEMO_REQUESTED_PATH = '/demo-requested';
