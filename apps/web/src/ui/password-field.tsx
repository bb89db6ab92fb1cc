import { TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './password-field.module.css';

type PasswordFieldProps = Omit<TextInputProps, 'type' | 'rightSection' | 'rightSectionWidth'>;

/**
 * A password input with a Show/Hide button that the keyboard reaches too (Mantine's own
 * toggle is skipped by Tab), so people can check what they typed.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      rightSectionWidth={64}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          className={classes.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          disabled={props.disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </UnstyledButton>
      }
    />
  );
}
