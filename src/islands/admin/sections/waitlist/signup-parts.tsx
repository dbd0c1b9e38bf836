// How a sign-up reads in the list and in its detail: source, name, status pills and language.
import { localeOf, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import type { SignupRow } from '../../../../lib/schemas/waitlist-admin.ts';

const SOURCE_LABELS: Record<string, string> = {
  self_assessment: 'Self-assessment quiz',
  spiritual_quiz: 'Knowledge quiz',
  newsletter: 'Newsletter',
};
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;
export const personName = (row: Pick<SignupRow, 'name' | 'email' | 'phone' | 'key'>) =>
  row.name ?? row.email ?? row.phone ?? row.key;

export function StatusPills({ row }: { row: SignupRow }) {
  return (
    <span className="waitlist-pills">
      <span className={`status-pill ${row.confirmedAt ? 'pill-active' : 'pill-pending'}`}>
        {row.confirmedAt ? 'Confirmed' : 'Unconfirmed'}
      </span>
      {row.notified && <span className="status-pill pill-active">Notified</span>}
      {row.unsubscribedAt && <span className="status-pill pill-inactive">Unsubscribed</span>}
    </span>
  );
}

/** The language mail goes out in, its own name marked with its language (and direction). */
export function LanguageName({ code }: { code: LocaleCode }) {
  const locale = localeOf(code);
  return code === 'en' ? (
    <>{locale.englishName}</>
  ) : (
    <>
      {locale.englishName} (
      <span lang={code} dir={locale.dir}>
        {locale.name}
      </span>
      )
    </>
  );
}
