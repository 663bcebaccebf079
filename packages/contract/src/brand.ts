// The shop's colours: the logo's green, the kente gold and red, and the ink and paper of its pages,
// as the e-mails and the demo catalogue's pictures paint them too.
export const BRAND_COLOURS = {
  gold: '#E8A317',
  green: '#0B6E4F',
  red: '#B3261E',
  ink: '#1C1B1F',
  paper: '#FFFBF5',
} as const;
