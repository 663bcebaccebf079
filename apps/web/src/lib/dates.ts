// Dates as the shop writes them: "12 Nov 2026", in Ghana's time (Africa/Accra) on the server and
// in every browser, so a page the server rendered hydrates with the same text whatever the
// shopper's own time zone. Month names are spelled out here rather than left to Intl, whose short
// English months differ between browsers ("Sep" or "Sept").

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const inAccra = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

type AccraTime = { day: number; month: number; year: number; hour: number; minute: number };

/** Day, month (1 to 12), year and time of day in Ghana at that moment. */
export function accraDate(date: Date): AccraTime {
  const parts = Object.fromEntries(
    inAccra.formatToParts(date).map((part) => [part.type, Number(part.value)]),
  );
  return {
    day: parts.day ?? 0,
    month: parts.month ?? 0,
    year: parts.year ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const { day, month, year } = accraDate(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "12 Nov 2026, 03:15", Ghana's time. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = accraDate(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(date)}, ${two(hour)}:${two(minute)}`;
}
