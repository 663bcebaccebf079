const all = ['admin', 'dashboard'] as const;

export const adminDashboardKeys = {
  /** Every dashboard read: counts move with orders, products and users. */
  all,
  summary: [...all, 'summary'] as const,
  stats: [...all, 'stats'] as const,
  backups: [...all, 'backups'] as const,
};
