import { mailLinks } from '@orchid/contracts';
import { type Brand, linkMail } from '../../platform/mail/link-mail';
import type { MailMessage } from '../../platform/mail/mailer';

export function confirmationMail(
  brand: Brand,
  to: { email: string; firstName: string },
  token: string,
): MailMessage {
  return linkMail(to.email, `Confirm your email for ${brand.brandName}`, {
    greeting: `Hi ${to.firstName},`,
    lines: [
      `Welcome to ${brand.brandName}. Please confirm that this is your email address.`,
      'The link works once and expires in 7 days.',
    ],
    action: 'Confirm my email',
    link: `${brand.publicUrl}${mailLinks.confirmEmail(token)}`,
    footer: `If you did not create an account at ${brand.brandName}, you can ignore this email.`,
  });
}

export function passwordResetMail(
  brand: Brand,
  to: { email: string; firstName: string },
  token: string,
): MailMessage {
  return linkMail(to.email, `Reset your ${brand.brandName} password`, {
    greeting: `Hi ${to.firstName},`,
    lines: [
      'Someone asked to reset the password of your account. If it was you, choose a new one.',
      'The link works once and expires in 1 hour. Resetting signs you out everywhere.',
    ],
    action: 'Choose a new password',
    link: `${brand.publicUrl}${mailLinks.resetPassword(token)}`,
    footer: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  });
}

/** For an account a professional created: the person chooses a password to finish sign-up. */
export function completeSignupMail(
  brand: Brand,
  to: { email: string; firstName: string },
  token: string,
): MailMessage {
  return linkMail(to.email, `Finish signing up for ${brand.brandName}`, {
    greeting: `Hi ${to.firstName},`,
    lines: [
      `Your care professional invited you to ${brand.brandName}, where you can book your sessions with them and see who has looked at your information.`,
      'Choose a password to finish signing up. The link works once and expires in 7 days.',
    ],
    action: 'Choose my password',
    link: `${brand.publicUrl}${mailLinks.completeSignup(token)}`,
    footer: `If you were not expecting this, you can ignore this email.`,
  });
}

/** To the owner of an address someone tried to register again (registration does not say). */
export function registrationAttemptMail(
  brand: Brand,
  to: { email: string; firstName: string },
): MailMessage {
  return linkMail(to.email, `Someone tried to register at ${brand.brandName} with your address`, {
    greeting: `Hi ${to.firstName},`,
    lines: [
      `Someone tried to create a ${brand.brandName} account with this email address, which already has one.`,
      'If it was you, sign in instead; if you forgot your password, you can reset it from the sign-in page.',
    ],
    action: 'Sign in',
    link: `${brand.publicUrl}/login`,
    footer: 'If it was not you, you can ignore this email: your account has not changed.',
  });
}
