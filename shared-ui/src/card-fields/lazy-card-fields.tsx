import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { CardFieldsProps } from './card-fields';

// shared-ui is part of every first load; MUI's TextField (with its Select, Menu and Popover) is not. The fields load
// with the checkout that shows them, from the host like every shared module.
const Fields = lazy(() => import('./card-fields'));

/** The card form's three fields; see card-fields.tsx. Holds their height while they load, so nothing jumps. */
export function CardFields(props: CardFieldsProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 168 }} aria-busy="true" />}>
      <Fields {...props} />
    </Suspense>
  );
}

export type { CardFieldsProps };
