const all = ['admin', 'activity'] as const;

export const adminActivityKeys = {
  all,
  /** A page of the log with these filters (a subject's history is one of them). */
  page: (query: Record<string, string>) => [...all, query] as const,
};
