import { PRODUCT_UPDATED } from '@adepa/contract/admin-messages';
import type { ProductWithVariants } from '@adepa/contract/catalogue';
import { useReducer, useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useLeaveWarning } from '../../../../lib/use-leave-warning';
import { stockNowOf, useUpdateVariants } from '../../api/update-variants';
import { type GridErrors, gridErrorsOf, gridSave } from './stock-grid-body';
import { stockGridReducer } from './stock-grid-reducer';
import { gridFromProduct } from './stock-grid-state';

// The stock grid's state and its save. A save checks the grid first; once sent, the api's answer
// decides: saved, the grid starts again from the product as saved (the owner stays on the page to
// see the figures); refused as stale, the stock now is merged in (stock-grid-stale.ts) and
// STALE_STOCK says so (`stale`); any other failure shows the api's words, on the cells it names.

export function useStockGrid(product: ProductWithVariants) {
  const [grid, dispatch] = useReducer(stockGridReducer, product, gridFromProduct);
  const [errors, setErrors] = useState<GridErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The last save was refused as stale: STALE_STOCK shows above the figures it speaks of. */
  const [stale, setStale] = useState(false);
  const update = useUpdateVariants(product._id);
  // Changed and not saved: leaving the page asks first.
  useLeaveWarning(JSON.stringify(grid) !== JSON.stringify(gridFromProduct(product)));

  /** Checks the grid and sends it; false when the check kept it from being sent. */
  function save(): boolean {
    setFailure(null);
    setStale(false);
    const checked = gridSave(grid);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    update.mutate(checked.body, {
      onSuccess: (saved) => {
        dispatch({ type: 'saved', product: saved.product });
        toast.success(PRODUCT_UPDATED);
      },
      onError: (error) => {
        console.error('Saving the stock grid failed', error);
        const now = stockNowOf(error);
        if (now) {
          dispatch({ type: 'stale', product: now });
          setStale(true);
          return;
        }
        const fields = error instanceof ApiError ? error.fields : {};
        const issues = Object.entries(fields).map(([path, message]) => ({
          path: path.split('.'),
          message,
        }));
        setErrors(gridErrorsOf(issues, checked.keys));
        if (issues.length === 0) setFailure(error.message);
      },
    });
    return true;
  }

  return { grid, dispatch, errors, failure, stale, save, busy: update.isPending };
}
