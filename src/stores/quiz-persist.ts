// JSON persistence for quiz state in localStorage, tolerant of missing or corrupt data.
import { persistentAtom } from '@nanostores/persistent';

export function persistentJson<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : initial;
      } catch {
        console.error(`Ignoring unreadable saved state in ${key}`);
        return initial;
      }
    },
  });
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `?seed=<n>` fixes the question draw (used by the e2e tests); anything else means a random draw. */
export function seedFromUrl(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  return Number(raw);
}
