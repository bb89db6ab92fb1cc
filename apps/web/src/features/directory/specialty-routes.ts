// The route words of the directory's specialty pages (/therapists/new-york), for the route
// table. Written here rather than read from the contracts' DIRECTORY_SPECIALTIES so the route
// table, which every page loads, does not load zod with it; directory-filters.test.ts checks
// that the two agree.
export const DIRECTORY_SPECIALTY_ROUTES = [
  'therapists',
  'psychologists',
  'psychiatrists',
  'professionals',
] as const;
