// The password rule's parts as plain code, apart from the zod schemas that apply them: the
// new-password checklist shows them on a page's first load, before any form schema (and zod) has.

export const PASSWORD_SPECIALS = '@$!%*#?&';

/** The parts of the password rule that `value` misses, each with its message. */
export function passwordProblems(value: string): string[] {
  return [
    value.length < 8 && 'Must be 8 characters or more',
    !/[a-z]/.test(value) && 'One lowercase character',
    !/[A-Z]/.test(value) && 'One uppercase character',
    !/[@$!%*#?&]/.test(value) && 'One special character such as @,$,!,%,*,#,?,&',
    !/\d/.test(value) && 'One number',
  ].filter((problem): problem is string => Boolean(problem));
}
