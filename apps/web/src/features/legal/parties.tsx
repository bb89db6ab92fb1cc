import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { brandName } from '../../app/brand';
import { contactHref, operatorContact, operatorName } from '../../app/operator';

/** Who the legal pages speak of: the product's name, the operator and how to reach them. */
export type Parties = {
  brand: string;
  /** The operator's name, or 'the operator' when the installation has not set one. */
  operator: string;
  /** The same, for the start of a sentence. */
  Operator: string;
  /** The contact, linked when it is an e-mail address. */
  contact: ReactNode;
};

export function useParties(): Parties {
  const name = operatorName();
  const contact = operatorContact();
  const href = contactHref(contact);
  return {
    brand: brandName(),
    operator: name ?? 'the operator',
    Operator: name ?? 'The operator',
    contact: href ? (
      <Anchor href={href} underline="always">
        {contact}
      </Anchor>
    ) : (
      contact
    ),
  };
}

/** The sentence that names the operator at the top of every legal page. */
export function OperatorLine({ parties }: { parties: Parties }) {
  const name = operatorName();
  return name ? (
    <>
      {name} runs {parties.brand} (“the operator”, “we”, “us”). Write to us about this document at{' '}
      {parties.contact}.
    </>
  ) : (
    <>
      The organisation that runs this installation of {parties.brand} is called “the operator”
      (“we”, “us”) here. Write to it about this document at {parties.contact}.
    </>
  );
}
