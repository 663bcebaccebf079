// Everything react-query caches for one signed-in person (their orders, say) sits under
// ['user-data', userId, ...]: a different person in the same tab never sees it, and log-out
// removes the whole branch at once (features/account/hooks/use-log-out.ts).

/** Every signed-in person's cached data. */
export const allUserData = ['user-data'] as const;

export function userDataKey(userId: string, ...rest: readonly unknown[]): readonly unknown[] {
  return [...allUserData, userId, ...rest];
}
