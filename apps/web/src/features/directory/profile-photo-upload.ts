import {
  DirectoryProfileSchema,
  directoryMessages,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  uploadProfileImagePath,
} from '@orchid/contracts/directory';
import { renewSession } from '../../app/api/api-client';
import { ApiError } from '../../app/api/api-error';

// The photo goes up as the request's body with its own content type, which the JSON client
// (api-client.ts) does not send; so this one call is made here, renewing once as it would.

/** What is wrong with a chosen photo before it is sent, or undefined when it may go. */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return directoryMessages.photoType;
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return directoryMessages.photoSize;
  return undefined;
}

export async function uploadProfilePhoto(file: File) {
  const send = () =>
    fetch(uploadProfileImagePath, {
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
  return DirectoryProfileSchema.parse(payload);
}
