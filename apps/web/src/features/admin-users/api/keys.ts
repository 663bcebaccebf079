const all = ['admin', 'users'] as const;

export const adminUserKeys = {
  all,
  page: (page: number) => [...all, page] as const,
};
