import { ApiError } from './api-client';

/** A failed call told to a person: the server's own words, or a plain "try again" without them. */
export function failureText(error: Error): string {
  return error instanceof ApiError ? error.message : 'Something went wrong, please try again';
}
