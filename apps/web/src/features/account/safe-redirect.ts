import { paths } from '@adepa/contract/paths';

// Where log-in sends a shopper afterwards comes from the address bar (?redirect=), so anyone can
// write it: only a path on this site is followed. '//host' and '/\host' (and the same with a tab
// or newline in between, which browsers drop) would leave the site.

const LOGIN_PATHS = new Set([paths.login(), paths.usersLogin()]);

export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || /^\/[/\\]/.test(target)) return paths.home();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return paths.home();
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return LOGIN_PATHS.has(path) ? paths.home() : target;
}
