// Plain text without zod, so the web's first page can show it without the error schemas.

/** Messages the user may see; the spec's wording is kept verbatim. */
export const messages = {
  generic:
    'Ooops! Something went wrong. We are working on it, please try again later, or contact us for help.',
  invalidForm: 'Please fill out all of the required fields correctly',
  lazyScreenFailed:
    'A problem has occurred, please try refreshing your page, or clearing your cache, or contact support.',
  network: 'We could not reach the server. Please check your connection and try again.',
} as const;
