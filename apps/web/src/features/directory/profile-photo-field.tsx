import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { type DirectoryProfile, PROFILE_PHOTO_TYPES } from '@orchid/contracts/directory';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../app/toasts';
import { useDeleteProfilePhoto, useUploadProfilePhoto } from './directory-queries';
import { ProfessionalAvatar } from './professional-avatar';
import { photoProblem } from './profile-photo-upload';

type ProfilePhotoFieldProps = { profile: DirectoryProfile; name: string };

/**
 * The photo clients see: chosen, checked here (type and size, as the server checks them),
 * shown at once, and sent; or removed.
 */
export function ProfilePhotoField({ profile, name }: ProfilePhotoFieldProps) {
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  // The chosen file's address lasts while it is shown.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    const wrong = photoProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => showToast({ color: 'green', title: 'Photo saved', message: '' }),
      onError: (error) => {
        setPreview(undefined);
        setProblem(error.message);
      },
    });
  };
  const removePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setPreview(undefined);
        showToast({ color: 'green', title: 'Photo removed', message: '' });
      },
      onError: (error) => setProblem(error.message),
    });

  const shown = preview ?? profile.photo_url;
  return (
    <Stack gap="xs">
      <Text fw={500} id="profile-photo-label">
        Photo
      </Text>
      <Group gap="md" align="center">
        <ProfessionalAvatar name={name} photoUrl={shown} size={96} />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={choose} accept={PROFILE_PHOTO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={upload.isPending}
                  leftSection={<IconUpload size={18} aria-hidden="true" />}
                  aria-describedby="profile-photo-help"
                >
                  {shown ? 'Change photo' : 'Upload a photo'}
                </Button>
              )}
            </FileButton>
            {shown && (
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending}
                disabled={upload.isPending}
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={removePhoto}
              >
                Remove photo
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" id="profile-photo-help">
            A JPEG, PNG or WebP image up to 5 MB. We crop it to a square.
          </Text>
        </Stack>
      </Group>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
