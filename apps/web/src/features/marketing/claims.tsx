import {
  claimsOfGroup,
  isMarketingClaimKey,
  MARKETING_CLAIMS,
  type MarketingClaimGroup,
  type MarketingClaimKey,
} from '@orchid/contracts/marketing-claims';
import type { ReactNode } from 'react';
import { metaContent } from '../../app/installation-meta';
import classes from './claims.module.css';

// The marketing claims (packages/contracts/src/marketing-claims.ts) are the operator's to make:
// the server writes the ones it confirms (MARKETING_CLAIMS) into index.html's
// `<meta name="marketing-claims">`, and the pages show those and no other. A fresh install
// confirms none, so every claim on a page must go through these helpers.

export type ConfirmedClaim = { key: MarketingClaimKey; figure: string; text: string };

/** The claims the operator confirms; read from the page each time (prerendering swaps it). */
export function confirmedClaimKeys(): MarketingClaimKey[] {
  const listed = (metaContent('marketing-claims') ?? '').split(',').map((key) => key.trim());
  return listed.filter(isMarketingClaimKey);
}

/** A claim with its words when the operator confirms it, else undefined. */
export function confirmedClaim(key: MarketingClaimKey): ConfirmedClaim | undefined {
  return confirmedClaimKeys().includes(key) ? { key, ...MARKETING_CLAIMS[key] } : undefined;
}

/** Of these claims, the confirmed ones, in the order asked; a group's name asks for all of it. */
export function confirmedClaims(
  keys: readonly MarketingClaimKey[] | MarketingClaimGroup,
): ConfirmedClaim[] {
  const asked = typeof keys === 'string' ? claimsOfGroup(keys) : keys;
  const confirmed = confirmedClaimKeys();
  return asked
    .filter((key) => confirmed.includes(key))
    .map((key) => ({ key, ...MARKETING_CLAIMS[key] }));
}

/**
 * One claim, or nothing when the operator has not confirmed it. Without children it is the
 * claim's line ('83% of patients ...'); children draw it another way.
 */
export function Claim({
  id,
  children,
}: {
  id: MarketingClaimKey;
  children?: (claim: ConfirmedClaim) => ReactNode;
}) {
  const claim = confirmedClaim(id);
  if (!claim) return null;
  if (children) return <>{children(claim)}</>;
  return <>{claim.figure ? `${claim.figure} ${claim.text}` : claim.text}</>;
}

/**
 * Confirmed claims as statistics: each figure large over its words, under a heading. Nothing
 * at all, heading included, when none of them is confirmed.
 */
export function ClaimStatistics({
  claims,
  heading,
  headingOrder = 2,
}: {
  claims: readonly MarketingClaimKey[] | MarketingClaimGroup;
  heading?: ReactNode;
  headingOrder?: 2 | 3;
}) {
  const shown = confirmedClaims(claims);
  if (shown.length === 0) return null;
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <section className={classes.statistics} aria-label={heading ? undefined : 'Results'}>
      {heading && <Heading className={classes.heading}>{heading}</Heading>}
      <ul className={classes.list}>
        {shown.map((claim) => (
          <li key={claim.key} className={classes.item}>
            {claim.figure && <span className={classes.figure}>{claim.figure}</span>}
            <span className={classes.text}>{claim.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
