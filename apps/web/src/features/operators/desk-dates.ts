const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment on the desk, on the operator's clock. */
export const deskDate = (iso: string) => dateTime.format(new Date(iso));
