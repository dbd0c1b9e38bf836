// The staff password rule, one module for the server (accounts, own password, resets), the
// back-office forms and `npm run staff:create`: at least 12 characters, at most 256, and not one of
// the passwords people pick most often (a short list, compared case-insensitively and ignoring
// spaces, so "Password 1234" is refused like "password1234").
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Widely reused passwords of 12+ characters (from public breach top-lists) and their obvious
 * variants for this product. Shorter ones are refused by the length rule already.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [
    '123456789012',
    '1234567890123',
    '12345678901234',
    '123456789123',
    '1234567890qwerty',
    '111111111111',
    '000000000000',
    '123123123123',
    '121212121212',
    '987654321000',
    'qwertyuiop12',
    'qwertyuiop123',
    'qwertyuiopasdf',
    'qwertyuiopasdfgh',
    '1qaz2wsx3edc',
    '1qaz2wsx3edc4rfv',
    'zaq12wsxcde3',
    'qazwsxedcrfv',
    'asdfghjkl123',
    'zxcvbnm12345',
    'password1234',
    'password12345',
    'password123456',
    'password123!',
    'passwordpassword',
    'password1password',
    'mypassword123',
    'mypassword1234',
    'changeme1234',
    'changemenow1',
    'letmein12345',
    'letmein123456',
    'welcome12345',
    'welcome123456',
    'welcometothawab',
    'iloveyou1234',
    'iloveyou12345',
    'trustno1trustno1',
    'sunshine1234',
    'princess1234',
    'football1234',
    'baseball1234',
    'superman1234',
    'starwars1234',
    'dragon123456',
    'monkey123456',
    'shadow123456',
    'master123456',
    'michael12345',
    'jennifer1234',
    'abcdefghijkl',
    'abcdef123456',
    'abc123456789',
    'abcd12345678',
    'a1b2c3d4e5f6',
    'administrator',
    'administrator1',
    'administrator123',
    'admin1234567',
    'admin123456789',
    'adminadmin123',
    'adminpassword',
    'superadmin123',
    'superadmin1234',
    'rootpassword',
    'thawab123456',
    'thawabadmin123',
    'thawabthawab',
    'thawabpassword',
    'barakah123456',
    'bismillah123',
    'bismillah1234',
    'bismillah12345',
    'alhamdulillah',
    'alhamdulillah1',
    'alhamdulillah123',
    'subhanallah1',
    'subhanallah123',
    'mashallah123',
    'mashaallah123',
    'inshallah123',
    'insha allah123',
    'allahuakbar1',
    'allahuakbar123',
    'astaghfirullah',
    'lailahaillallah',
    'muhammad1234',
    'muhammad12345',
    'mohammed1234',
    'mohammad1234',
    'ramadan12345',
    'ramadan2024!',
    'ramadankareem',
    'eidmubarak12',
    'jannah123456',
    'qwerty123456',
    'qwerty1234567',
    'qwertyqwerty',
    '1q2w3e4r5t6y',
    '1q2w3e4r5t6y7u',
    'q1w2e3r4t5y6',
    'aaaaaaaaaaaa',
    'asdfasdfasdf',
    'passw0rd1234',
    'p@ssw0rd1234',
    'p@ssword1234',
    'pa55word1234',
    'iloveyouforever',
    'summer123456',
    'winter123456',
    'spring123456',
    'autumn123456',
    'computer1234',
    'internet1234',
  ].map(normalise),
);

function normalise(password: string): string {
  return password.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** The problem with a proposed password, as a sentence for the person typing it; null when it is fine. */
export function passwordProblem(password: string): string | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.includes('\0')) return 'The password cannot contain a NUL character.';
  if (COMMON_PASSWORDS.has(normalise(password)))
    return 'This password is one of the most common ones. Choose something less guessable, such as a few unrelated words.';
  if (new Set(normalise(password)).size < 4)
    return 'The password repeats too few different characters. Choose something less guessable.';
  return null;
}
