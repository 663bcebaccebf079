import { lazyNamed } from '../../lib/lazy-named';

// The signed-in entries of the header menus load on demand, once someone is signed in, so a
// visitor's first page (most first visits) does not download them.
const load = () => import('./components/account-menu-items');

export const AccountPanel = lazyNamed(load, 'AccountPanel');
export const MobileAccountLinks = lazyNamed(load, 'MobileAccountLinks');
export const MobileAccountFooter = lazyNamed(load, 'MobileAccountFooter');
