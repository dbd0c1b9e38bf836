// Circles: search (name, description, creator), visibility filter, Export Data (CSV of the
// filtered circles), table with a visibility badge that toggles, View dialog (Details, Members,
// Goals) and Delete with the spec's confirmation.
import { useState } from 'react';
import type { CircleVisibility } from '../../../../lib/people.ts';
import type { AdminCircleRow, CircleSort } from '../../../../lib/schemas/people.ts';
import {
  DataTable,
  ErrorPanel,
  FilterBar,
  formatDate,
  formatNumber,
  Pagination,
  useDebounced,
  useRowAction,
  useSortedPages,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { exportUrl, communityApi } from '../community-tabs/community-api.ts';
import '../community-tabs/community-styles.ts';
import { CircleDialog } from './CircleDialog.tsx';
import { otherVisibility, VisibilityBadge } from './visibility.tsx';

export { deleteGoalConfirm } from './CircleGoals.tsx';
export const DELETE_CIRCLE_CONFIRM =
  'Are you sure you want to delete this circle? This will remove the circle for all members.';

type Visibility = 'all' | CircleVisibility;

export default function CirclesSection({ headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [viewing, setViewing] = useState<number | null>(null);
  const { data, error, load, sort, sortBy, setPage, pageSize, setPageSize } = useSortedPages(
    (paging) => communityApi.listCircles({ q, visibility, ...paging }),
    [q, visibility],
    { sort: 'createdAt' as CircleSort, dir: 'desc' },
    'Could not load circles.',
  );
  const { busy, run } = useRowAction<number>(load);

  const toggle = (circle: AdminCircleRow) =>
    run(circle.id, () => communityApi.setVisibility(circle.id, otherVisibility(circle.visibility), circle.version), {
      success: { title: `${circle.name} is now ${otherVisibility(circle.visibility)}` },
      failure: 'Could not change visibility',
    });
  const remove = (circle: AdminCircleRow) =>
    run(circle.id, () => communityApi.deleteCircle(circle.id, circle.version), {
      confirm: DELETE_CIRCLE_CONFIRM,
      success: { title: 'Circle deleted', description: `${circle.name} was removed for all members.` },
      failure: 'Could not delete the circle',
    });

  return (
    <section className="people-section" aria-labelledby="circles-title">
      <div className="admin-toolbar">
        <Heading id="circles-title">Circles</Heading>
        <div className="admin-actions">
          <a
            className="btn btn-outline btn-sm"
            href={exportUrl('circles', { q, visibility, sort: sort.sort, dir: sort.dir })}
            download
          >
            Export Data
          </a>
        </div>
      </div>
      <FilterBar
        search={{
          id: 'circle-search',
          label: 'Search circles',
          placeholder: 'Search by name, description or creator...',
          value: search,
          onChange: setSearch,
        }}
        selects={[
          {
            id: 'circle-visibility',
            label: 'Visibility',
            value: visibility,
            onChange: (v) => setVisibility(v as Visibility),
            allLabel: 'All Circles',
            allValue: 'all',
            options: [
              { value: 'public', label: 'Public Only' },
              { value: 'private', label: 'Private Only' },
            ],
          },
        ]}
      />
      {error && <ErrorPanel message={error} onRetry={() => void load()} />}
      {!data && !error && <Spinner label="Loading circles..." />}
      {data && (
        <>
          <DataTable
            caption={`Circles, page ${data.page}`}
            empty={data.rows.length === 0 && 'No circles match these filters.'}
            head={[
              { label: 'Name', column: 'name' },
              'Description',
              'Visibility',
              { label: 'Members', column: 'members' },
              'Creator',
              { label: 'Created', column: 'createdAt' },
              { label: 'Last Active', column: 'lastActive' },
              'Actions',
            ]}
            sort={{ state: sort, onSort: sortBy }}
          >
            {data.rows.map((circle) => (
              <tr key={circle.id}>
                <td>
                  <span className="post-title">{circle.name}</span>
                </td>
                <td>{circle.description}</td>
                <td>
                  <VisibilityBadge circle={circle} busy={busy === circle.id} onToggle={() => void toggle(circle)} />
                </td>
                <td>{formatNumber(circle.memberCount)}</td>
                <td>{circle.creator.name}</td>
                <td>{formatDate(circle.createdAt)}</td>
                <td>{formatDate(circle.lastActive)}</td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => setViewing(circle.id)}
                      aria-label={`View ${circle.name}`}
                    >
                      View
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm btn-danger-text"
                      onClick={() => void remove(circle)}
                      disabled={busy === circle.id}
                      aria-label={`Delete ${circle.name}`}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={data.page}
            pageSize={pageSize}
            total={data.total}
            noun="circles"
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </>
      )}
      {viewing !== null && (
        <CircleDialog circleId={viewing} onClose={() => setViewing(null)} onChanged={() => void load()} />
      )}
    </section>
  );
}
