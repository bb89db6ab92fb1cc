import { Anchor, VisuallyHidden } from '@mantine/core';
import { paths } from '../../../app/paths';

export const termsMessage = 'Please agree to the terms of use and privacy policy';

const newTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

/** 'I agree to the terms of use and privacy policy', each a link opening in a new tab. */
export function TermsLabel({ prefix = 'I agree to the' }: { prefix?: string }) {
  return (
    <>
      {prefix}{' '}
      <Anchor href={paths.termsOfUse} target="_blank" rel="noopener" inherit underline="always">
        terms of use
        {newTab}
      </Anchor>{' '}
      and{' '}
      <Anchor href={paths.privacyPolicy} target="_blank" rel="noopener" inherit underline="always">
        privacy policy
        {newTab}
      </Anchor>
    </>
  );
}
