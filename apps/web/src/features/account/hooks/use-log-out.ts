import { paths } from '@adepa/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { allUserData } from '../../../lib/user-data-key';
import { logOut } from '../api/log-out';

/**
 * Log Out: tell the server, clear the session (every tab follows), forget the person's cached
 * data (lib/user-data-key.ts) and go home. When the shop cannot be reached the shopper stays
 * signed in and is told so: clearing only this browser's copy would leave the refresh cookie
 * alive, and the next visit would sign them straight back in.
 */
export function useLogOut(): { logOut: () => Promise<void>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  async function run() {
    setBusy(true);
    try {
      await logOut();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        toast.error(error.message);
        return;
      }
      // Any other answer (an already ended session, say) still means: signed out here.
    } finally {
      setBusy(false);
    }
    clearSession();
    queryClient.removeQueries({ queryKey: allUserData });
    navigate(paths.home());
  }

  return { logOut: run, busy };
}
