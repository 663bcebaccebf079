// The soft tints of the back office's status words, as the orders' badges have them (WCAG AA):
// dark green on pale green 7.5:1, dark amber on pale gold 6.2:1, red on pale red 5.5:1.
export const toneClasses = {
  good: 'bg-green-soft text-green-dark',
  waiting: 'bg-gold-soft text-[#7a5200]',
  bad: 'bg-red/10 text-red',
} as const;
