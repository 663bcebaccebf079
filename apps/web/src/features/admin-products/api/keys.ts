const all = ['admin', 'products'] as const;

export const adminProductKeys = {
  all,
  page: (page: number) => [...all, 'page', page] as const,
  one: (id: string) => [...all, 'one', id] as const,
};
