import {
  DirectoryProfileSchema,
  directoryMessages,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  uploadProfileImagePath,
} from '@orchid/contracts/directory';
import { uploadFile, uploadProblem } from '../../app/api/file-upload';

/** What is wrong with a chosen photo before it is sent, or undefined when it may go. */
export const photoProblem = (file: { type: string; size: number }): string | undefined =>
  uploadProblem(file, {
    types: PROFILE_PHOTO_TYPES,
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    typeMessage: directoryMessages.photoType,
    sizeMessage: directoryMessages.photoSize,
  });

/** The photo goes up as the request's body, with its own content type. */
export async function uploadProfilePhoto(file: File) {
  return DirectoryProfileSchema.parse(await uploadFile(uploadProfileImagePath, file));
}
