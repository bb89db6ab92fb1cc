import { renewSession } from './api-client';
import { ApiError } from './api-error';

/**
 * POSTs a file as the request's body with its own content type (a photo, a picture for a
 * post), which the JSON client (api-client.ts) does not send; renews the session once after a
 * 401 or 403 as the client would. Answers the JSON of the answer, or throws its ApiError.
 */
export async function uploadFile(path: string, file: File): Promise<unknown> {
  const send = () =>
    fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': file.type },
      body: file,
    });
  let response = await send();
  if ((response.status === 401 || response.status === 403) && (await renewSession())) {
    response = await send();
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, payload);
  return payload;
}

type UploadRules = {
  types: readonly string[];
  maxBytes: number;
  /** What to say of a file of another type, and of one too large. */
  typeMessage: string;
  sizeMessage: string;
};

/** What is wrong with a chosen file before it is sent, or undefined when it may go. */
export function uploadProblem(
  file: { type: string; size: number },
  rules: UploadRules,
): string | undefined {
  if (!rules.types.includes(file.type)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.sizeMessage;
  return undefined;
}
