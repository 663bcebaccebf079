import { lazyNamed } from '../lazy-named';

// The signed-in menu entries load on demand (see features/account/components/account-menu-items).
const load = () => import('../../features/account/components/account-menu-items');

export const AccountPanel = lazyNamed(load, 'AccountPanel');
export const MobileAccountLinks = lazyNamed(load, 'MobileAccountLinks');
export const MobileAccountFooter = lazyNamed(load, 'MobileAccountFooter');
