// "Publish translations" (decision 0047, amended 2026-11-28): the dialog lists every
// change waiting, grouped by who wrote it, with what the site shows now and what it will show and
// whether a native speaker reviewed it. Reviewed changes start ticked, unreviewed ones unticked
// and marked: the publisher ticks what goes out. The server publishes exactly the ticked rows at
// the versions listed; a row changed after the list was loaded stays a draft, and the dialog says
// which and why and shows the list as it is now.
import { useMemo, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import type { PendingTranslation, PublishAnswer, PublishPreview } from '../../../../lib/schemas/translations.ts';
import { showToast } from '../../../../stores/toast.ts';
import { DataTable, FormDialog, formatCount, formatDateTime, runSave, useLoader } from '../../kit/index.ts';
import { areaName, languageName } from './names.ts';

/** A choice belongs to a row at one version: a row that changed comes back with its default. */
const choiceKey = (row: PendingTranslation) => `${row.id}:${row.version}`;
const rowName = (row: PendingTranslation) => `${row.catalogue}.${row.key} in ${languageName(row.locale)}`;

export default function PublishDialog({ onClose, onPublished }: { onClose: () => void; onPublished: () => void }) {
  const preview = useLoader(
    () => api.get<PublishPreview>(API.adminTranslationsPublish),
    [],
    'Could not load the changes waiting',
  );
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PublishAnswer | null>(null);
  const pending = useMemo(() => preview.data?.pending ?? [], [preview.data]);
  const ticked = (row: PendingTranslation) => choices[choiceKey(row)] ?? row.reviewed;
  const chosen = pending.filter(ticked);
  const groups = useMemo(() => {
    const byAuthor = new Map<string, PendingTranslation[]>();
    for (const row of pending) byAuthor.set(row.writtenBy, [...(byAuthor.get(row.writtenBy) ?? []), row]);
    return [...byAuthor.entries()];
  }, [pending]);

  const publish = async () => {
    setBusy(true);
    const items = chosen.map(({ id, version }) => ({ id, version }));
    const answer = await runSave(
      () => api.post<PublishAnswer>(API.adminTranslationsPublish, { items }),
      setError,
      () => undefined,
    );
    setBusy(false);
    if (!answer) return;
    onPublished();
    if (answer.skipped.length === 0) {
      showToast({
        title: 'Translations published',
        description: `${formatCount(answer.published.length, 'string')} published. Pages show them after the rebuild (a few minutes); emails and the app within a minute.`,
        variant: 'success',
      });
      onClose();
      return;
    }
    // Some rows changed after the list was loaded: say which, and show the list as it is now.
    setResult(answer);
    await preview.load();
  };

  const unreviewed = pending.filter((row) => !row.reviewed).length;
  return (
    <FormDialog
      title="Publish translations"
      submitLabel={`Publish ${formatCount(chosen.length, 'change')}`}
      busyLabel="Publishing..."
      busy={busy}
      error={error ?? preview.error}
      onSubmit={() => void publish()}
      onCancel={onClose}
      blocked={chosen.length === 0}
      wide
    >
      {result && (
        <div className="publish-result" role="alert">
          <p>
            {formatCount(result.published.length, 'change')} published. {formatCount(result.skipped.length, 'change')}{' '}
            not published:
          </p>
          <ul>
            {result.skipped.map((skip) => (
              <li key={skip.id}>
                <code>{skip.label}</code>: {skip.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!preview.data ? (
        !preview.error && <p role="status">Loading the changes waiting...</p>
      ) : pending.length === 0 ? (
        <p role="status">Nothing is waiting to be published.</p>
      ) : (
        <>
          <p className="hint" role="status">
            {formatCount(pending.length, 'change')} waiting, by {formatCount(groups.length, 'author')}; {chosen.length}{' '}
            ticked. Exactly the ticked changes go out, as shown here; one that someone changes after this list was
            loaded stays a draft.
            {unreviewed > 0 &&
              ` ${formatCount(unreviewed, 'change')} not reviewed by a native speaker ${unreviewed === 1 ? 'is' : 'are'} not ticked: tick one to publish it anyway.`}
          </p>
          {groups.map(([author, rows]) => (
            <AuthorGroup
              key={author}
              author={author}
              rows={rows}
              ticked={ticked}
              onTick={(row, on) => setChoices((c) => ({ ...c, [choiceKey(row)]: on }))}
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}

function AuthorGroup({
  author,
  rows,
  ticked,
  onTick,
}: {
  author: string;
  rows: PendingTranslation[];
  ticked: (row: PendingTranslation) => boolean;
  onTick: (row: PendingTranslation, on: boolean) => void;
}) {
  const heading = `Written by ${author} (${rows.length})`;
  return (
    <section className="publish-group" aria-label={heading}>
      <h3>{heading}</h3>
      <DataTable
        className="publish-table"
        caption={`Changes written by ${author}`}
        head={['Publish', 'String', 'Language', 'On the site now', 'New text', 'Review']}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input
                type="checkbox"
                checked={ticked(row)}
                aria-label={`Publish ${rowName(row)}`}
                onChange={(e) => onTick(row, e.target.checked)}
              />
            </td>
            <td>
              <code>
                {row.catalogue}.{row.key}
              </code>
              <br />
              <small>
                {areaName(row.area)} · saved {formatDateTime(row.updatedAt)}
              </small>
            </td>
            <td>{languageName(row.locale)}</td>
            <Text text={row.current} locale={row.locale} empty="English shows" />
            <Text text={row.text} locale={row.locale} empty="Cleared: English will show" />
            <td>
              <span className="translation-pills">
                {row.reviewed ? (
                  <span className="status-pill status-active">Reviewed</span>
                ) : (
                  <span className="status-pill status-draft">Unreviewed</span>
                )}
                {row.outdated && <span className="status-pill status-draft">Outdated</span>}
              </span>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function Text({ text, locale, empty }: { text: string; locale: string; empty: string }) {
  return (
    <td className="translation-text" lang={locale} dir="auto">
      {text === '' ? (
        <em lang="en" dir="ltr">
          {empty}
        </em>
      ) : (
        text
      )}
    </td>
  );
}
