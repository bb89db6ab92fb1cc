import { Alert, Anchor } from '@mantine/core';
import { featureLabel, isBuilt, type ProductFeature } from '@orchid/contracts/product-features';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/**
 * The top of a product page about a feature the product does not have yet (contracts'
 * product-features.ts): it says so before the page describes it. Nothing once it is built.
 */
export function ComingNotice({ feature }: { feature: ProductFeature }) {
  if (isBuilt(feature)) return null;
  return (
    <Alert
      mt="lg"
      color="orchid"
      variant="light"
      role="note"
      icon={<IconClockHour4 aria-hidden="true" />}
      title={`On the way: ${featureLabel(feature)}`}
      data-coming
    >
      This is not built yet, and no plan includes it today: this page tells what it will do. See{' '}
      <Anchor component={Link} to={paths.pricing}>
        the plans
      </Anchor>{' '}
      for what you can use now.
    </Alert>
  );
}
