// Dates as the shop writes them: "12 Nov 2026", in Ghana's time on the server and in every
// browser, so a page the server rendered hydrates with the same text whatever the shopper's own
// time zone. Ghana keeps GMT all year (no daylight saving since 1942; the time zone database
// makes Africa/Accra a name for Africa/Abidjan, UTC+0), so its time is read with the UTC getters:
// an Intl.DateTimeFormat for Africa/Accra gave the same answers, but building one loads the time
// zone data, the costliest step of the app's start on a phone. Month names are spelled out here
// rather than left to Intl, whose short English months differ between browsers ("Sep", "Sept").

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type AccraTime = { day: number; month: number; year: number; hour: number; minute: number };

/** Day, month (1 to 12), year and time of day in Ghana at that moment. */
export function accraDate(date: Date): AccraTime {
  return {
    day: date.getUTCDate(),
    month: date.getUTCMonth() + 1,
    year: date.getUTCFullYear(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
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
