/** `+233244550123` as people read it: `+233 24 455 0123` (other forms are left as they are). */
export function displayPhone(phone: string): string {
  const match = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+233 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/** `+233244550123` as dialled at home: `024 455 0123` (other forms are left as they are). */
export function localPhone(phone: string): string {
  const match = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
}
