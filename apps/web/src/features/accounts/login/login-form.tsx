import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { registrationMessages } from '@orchid/contracts/accounts';
import { messages } from '@orchid/contracts/errors';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { brandName } from '../../../app/brand';
import { useModals } from '../../../app/modals/modals';
import { paths } from '../../../app/paths';
import type { ReturnTo } from '../../../app/session/post-login-gate';
import { supportMailto } from '../../../app/support';
import { PasswordField } from '../../../ui/password-field';
import { ScreenLoading } from '../../../ui/screen-loading';
import { isSecondFactorRequired } from './sign-in';
import { useSignIn } from './use-sign-in';

type LoginFormProps = {
  /** The login began from the navigation or the /login page: land on the dashboard after. */
  landOnDashboard: boolean;
  /** Called when the form is done with: signed in, or left through one of its links. */
  onDone: () => void;
  /** The phone variant's 'Register for an account' button (not on the dashboards). */
  showRegisterButton: boolean;
  /** Signed out for inactivity from this page: the same person goes back to it. */
  returnTo?: ReturnTo | undefined;
};

// Only for an account with 2-step verification, once its password is right: the login page
// loads neither the code's form nor its checks.
const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })),
);

/** 'Log in to unlock the best of' the product (§2 "Modals"): the login dialog's and page's title. */
export function loginTitle(): string {
  return `Log in to unlock the best of ${brandName()}`;
}

type FieldErrors = { email?: string; password?: string };

/** Messages for what the browser's own checks found wrong (§5: login uses browser validity). */
function validityErrors(email: HTMLInputElement, password: HTMLInputElement): FieldErrors {
  const errors: FieldErrors = {};
  if (email.validity.valueMissing) errors.email = registrationMessages.email;
  else if (!email.validity.valid) errors.email = registrationMessages.invalidEmail;
  if (password.validity.valueMissing) errors.password = registrationMessages.password;
  return errors;
}

/**
 * The login form of the login modal and the /login page: e-mail and password, then the
 * 2-step verification code when the account has it on.
 */
export function LoginForm({
  landOnDashboard,
  onDone,
  showRegisterButton,
  returnTo,
}: LoginFormProps) {
  const modals = useModals();
  const [step, setStep] = useState<'credentials' | 'second-factor'>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const signIn = useSignIn({ landOnDashboard, returnTo, onSignedIn: onDone });

  const credentials = () => ({
    username_or_email: email.trim(),
    password,
    remember_me: rememberMe,
  });

  const submitCredentials = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.reset();
    if (!emailInput.current || !passwordInput.current) return;
    const errors = validityErrors(emailInput.current, passwordInput.current);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    signIn.mutate(credentials(), {
      onError: (error) => {
        if (!isSecondFactorRequired(error)) return;
        signIn.reset();
        setStep('second-factor');
      },
    });
  };

  if (step === 'second-factor') {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <SecondFactorStep
          error={signIn.error?.message}
          busy={signIn.isPending}
          onSubmit={(code) => signIn.mutateAsync({ ...credentials(), mfa_code: code })}
          onBack={() => {
            signIn.reset();
            setStep('credentials');
          }}
        />
      </Suspense>
    );
  }

  const invalid = Boolean(fieldErrors.email || fieldErrors.password);
  return (
    <form onSubmit={submitCredentials} noValidate>
      <Stack gap="md">
        {invalid && (
          <Alert color="red" variant="light" role="alert">
            {messages.invalidForm}
          </Alert>
        )}
        <TextInput
          ref={emailInput}
          label="Email"
          type="email"
          autoComplete="username"
          required
          // Where a dialog puts focus when it opens.
          data-autofocus
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <PasswordField
          ref={passwordInput}
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember me"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          <Anchor component="button" type="button" onClick={() => modals.open('forgot-password')}>
            Forgot Password
          </Anchor>
        </Group>
        {signIn.error && (
          <Alert color="red" variant="light" role="alert">
            {signIn.error.message}
          </Alert>
        )}
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Log in
        </Button>
        <Group justify="space-between" gap="xs">
          <Text>
            New here?{' '}
            <Anchor component={Link} to={paths.getStarted} onClick={onDone}>
              Register
            </Anchor>
          </Text>
          <Anchor href={supportMailto('Help signing in')}>Get help signing in</Anchor>
        </Group>
        {showRegisterButton && (
          <Button
            component={Link}
            to={paths.getStarted}
            onClick={onDone}
            variant="default"
            fullWidth
          >
            Register for an account
          </Button>
        )}
      </Stack>
    </form>
  );
}
