// The spec's prefixes for a failed call's text (accounts-and-access §8, booking §9), verbatim:
// lower-case, followed by the server's words.

export const errorPrefixes = {
  confirmSchedule: 'failed to confirm your schedule: ',
  saveMemberInfo: 'failed to save member info: ',
  completeSignup: 'failed to complete signup: ',
  createProType: 'failed to create new orchid pro type: ',
  updateProType: 'failed to update orchid pro type: ',
} as const;

/**
 * `work`, whose failure's message starts with `prefix`. The error itself is kept (an ApiError
 * keeps its status, code and detail, so forms still place field errors).
 */
export async function withErrorPrefix<T>(prefix: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith(prefix)) {
      error.message = `${prefix}${error.message}`;
    }
    throw error;
  }
}
