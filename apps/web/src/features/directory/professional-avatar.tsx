import { Avatar } from '@mantine/core';
import { initialsOf } from './directory-words';

type ProfessionalAvatarProps = { name: string; photoUrl: string | null; size: number };

/** The professional's photo, or their initials on the brand's colour without one. */
export function ProfessionalAvatar({ name, photoUrl, size }: ProfessionalAvatarProps) {
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt={photoUrl ? `Photo of ${name}` : undefined}
      size={size}
      radius="50%"
      color="orchid"
      variant="light"
      aria-hidden={photoUrl ? undefined : true}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
