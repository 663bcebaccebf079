/**
 * A cookie readable by the page that says a refresh cookie may be there, so that a visitor's first
 * page does not spend a request (and a 401) on a refresh that cannot succeed. Its value changes
 * with every refresh, so a tab can tell that another tab refreshed before their shared storage
 * says so.
 */
export const SESSION_HINT_COOKIE = 'adepa_signed_in';
