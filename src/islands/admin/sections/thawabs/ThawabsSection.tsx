// Thawab Tasks (product §2): search by name/description in every language (a row found through
// another language says which: decision 0053), category and difficulty filters (AND), the
// table with a clickable Active/Inactive pill (inactive rows dimmed), and the Add/Edit dialog with
// the product §9 defaults and per-type scheduling values.
import { useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import {
  describeSchedule,
  SCHEDULING_TYPES,
  WEEKDAYS,
  type SchedulingType,
} from '../../../../lib/content/thawab-schedule.ts';
import { SPIRITUAL_LEVEL_NAMES } from '../../../../lib/people.ts';
import { DEED_CATEGORIES, DIFFICULTY_LEVELS, formInt } from '../../../../lib/schemas/content-common.ts';
import { THAWAB_DEFAULTS, type ThawabInput, type ThawabTask } from '../../../../lib/schemas/content-thawab.ts';
import type { LevelTable } from '../../../../lib/schemas/content-quiz.ts';
import { guarded } from '../../admin-api.ts';
import type { SectionProps } from '../../section-props.ts';
import { useContentFilters } from '../content-tabs/content-filters.ts';
import {
  adoptStyles,
  CheckboxGroup,
  capitalise,
  confirmDelete,
  EditDeleteButtons,
  Field,
  FilterBar,
  FormDialog,
  PagedTable,
  SelectField,
  StatusToggle,
  useItemSave,
  usePagedList,
  useStatusToggle,
} from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import { TranslationsFields } from '../content-tabs/TranslationsFields.tsx';
import { translationsInput } from '../../../../lib/i18n/content.ts';
import type { SearchMatch } from '../../../../lib/i18n/search-match.ts';
import { MatchedIn, translatedMatches } from '../content-tabs/MatchedIn.tsx';

adoptStyles('content', contentCss);

export default function ThawabsSection({ headingLevel = 2 }: SectionProps) {
  const [editing, setEditing] = useState<ThawabTask | 'new' | null>(null);
  const { query, filters } = useContentFilters('thawab', DEED_CATEGORIES, {
    label: 'Search thawab tasks',
    placeholder: 'Search by name or description...',
  });
  const list = usePagedList<ThawabTask & SearchMatch>(API.adminThawabs.path(), query);
  const { toggling, toggle } = useStatusToggle<ThawabTask & SearchMatch>(API.adminThawabs.path, list.setData);
  const levels = useLevelNames();
  const H = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="content-section" aria-labelledby="thawabs-title">
      <div className="admin-toolbar">
        <H id="thawabs-title">Thawab Tasks</H>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Add New Thawab
        </button>
      </div>
      <FilterBar {...filters} />
      <PagedTable
        list={list}
        caption="Thawab tasks"
        head={['Name', 'Category', 'XP', 'Scheduling', 'Difficulty', 'Min Level', 'Status', 'Actions']}
        empty="No thawab tasks match your search."
        noun="thawab tasks"
        row={(t) => (
          <tr key={t.id} className={t.isActive ? undefined : 'row-inactive'}>
            <td>
              <span aria-hidden="true">{t.icon}</span> {t.name}
              <MatchedIn matches={translatedMatches(t.matchedIn, t.translations)} />
            </td>
            <td>{t.category}</td>
            <td>{t.xpValue}</td>
            <td>{describeSchedule(t.schedulingType, t.schedulingValue)}</td>
            <td>{capitalise(t.difficultyLevel)}</td>
            <td>{t.minLevel}</td>
            <td>
              <StatusToggle
                active={t.isActive}
                name={t.name}
                busy={toggling === t.id}
                onToggle={() => void toggle(t)}
              />
            </td>
            <td>
              <EditDeleteButtons
                name={t.name}
                onEdit={() => setEditing(t)}
                onDelete={() =>
                  void confirmDelete(
                    'Are you sure you want to delete this thawab?',
                    () => api.delete(API.adminThawabs.path(t.id), { version: t.version }),
                    () => void list.reload(),
                  )
                }
              />
            </td>
          </tr>
        )}
      />
      {editing && (
        <ThawabDialog
          task={editing === 'new' ? null : editing}
          levels={levels}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}

/** The level names for the Min Level select (the stored table; the spec's nine until it loads). */
function useLevelNames(): string[] {
  const [names, setNames] = useState<string[]>([...SPIRITUAL_LEVEL_NAMES]);
  useEffect(() => {
    guarded(() => api.get<LevelTable>(API.adminQuizLevels))
      .then((table) => setNames(table.levels.map((l) => l.name)))
      .catch(() => undefined);
  }, []);
  return names;
}

const DEFAULT_VALUE: Record<SchedulingType, string> = {
  daily: 'everyday',
  weekly: 'monday,wednesday,friday',
  monthly: '1',
  'specific-date': '',
};

function thawabForm(task: ThawabTask | null): ThawabInput {
  if (!task) return { ...THAWAB_DEFAULTS };
  // A row of a search's results also says where it matched: not part of the record a save sends.
  const {
    id: _id,
    version: _version,
    translations,
    matchedIn: _matched,
    ...payload
  } = task as ThawabTask & SearchMatch;
  return { ...payload, translations: translationsInput(translations) };
}

function ThawabDialog({
  task,
  levels,
  onClose,
  onSaved,
}: {
  task: ThawabTask | null;
  levels: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<ThawabInput>(() => thawabForm(task));
  const [xp, setXp] = useState(String(form.xpValue));
  const { busy, error, fields, saveItem, conflict } = useItemSave<ThawabTask>(
    API.adminThawabs,
    task,
    'thawab task',
    (current) => {
      setForm(thawabForm(current));
      setXp(String(current.xpValue));
    },
  );
  const set = <K extends keyof ThawabInput>(key: K, value: ThawabInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const weekdays = form.schedulingType === 'weekly' ? form.schedulingValue.split(',').filter(Boolean) : [];
  const levelOptions = levels.includes(form.minLevel) ? levels : [form.minLevel, ...levels];

  const save = () => {
    const payload = { ...form, xpValue: formInt(xp) };
    void saveItem(
      payload,
      (result) => ({
        title: task ? 'Thawab task updated' : 'Thawab task added',
        description: `"${result.name}" was saved.`,
      }),
      onSaved,
    );
  };

  return (
    <FormDialog
      title={task ? 'Edit Thawab Task' : 'Add New Thawab Task'}
      submitLabel={task ? 'Save Changes' : 'Add Thawab'}
      busy={busy}
      error={error}
      conflict={conflict}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <div className="field-row">
        <Field id="thawab-name" label="Name" error={fields.name}>
          {(d, invalid) => (
            <input
              id="thawab-name"
              value={form.name}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field id="thawab-icon" label="Icon (emoji)" error={fields.icon}>
          {(d, invalid) => (
            <input
              id="thawab-icon"
              value={form.icon}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => set('icon', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id="thawab-description" label="Description" error={fields.description}>
        {(d, invalid) => (
          <textarea
            id="thawab-description"
            value={form.description}
            aria-describedby={d}
            aria-invalid={invalid}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <div className="field-row">
        <SelectField
          id="thawab-category-field"
          label="Category"
          value={form.category}
          options={DEED_CATEGORIES}
          error={fields.category}
          onChange={(v) => set('category', v)}
        />
        <Field id="thawab-xp" label="XP Value" hint="1 to 1000" error={fields.xpValue}>
          {(d, invalid) => (
            <input
              id="thawab-xp"
              type="number"
              min={1}
              max={1000}
              step={1}
              value={xp}
              aria-describedby={d}
              aria-invalid={invalid}
              onChange={(e) => setXp(e.target.value)}
            />
          )}
        </Field>
        <SelectField
          id="thawab-difficulty-field"
          label="Difficulty"
          value={form.difficultyLevel}
          options={DIFFICULTY_LEVELS}
          format={capitalise}
          error={fields.difficultyLevel}
          onChange={(v) => set('difficultyLevel', v)}
        />
      </div>
      <div className="field-row">
        <Field id="thawab-scheduling" label="Scheduling Type" error={fields.schedulingType}>
          {(d) => (
            <select
              id="thawab-scheduling"
              value={form.schedulingType}
              aria-describedby={d}
              onChange={(e) =>
                setForm((f) => ({
                  ...f,
                  schedulingType: e.target.value as SchedulingType,
                  schedulingValue: DEFAULT_VALUE[e.target.value as SchedulingType],
                }))
              }
            >
              {SCHEDULING_TYPES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        {form.schedulingType === 'monthly' && (
          <Field
            id="thawab-month-day"
            label="Day of month"
            hint="1 to 31; days past a month's end fall on its last day"
            error={fields.schedulingValue}
          >
            {(d, invalid) => (
              <input
                id="thawab-month-day"
                type="number"
                min={1}
                max={31}
                value={form.schedulingValue}
                aria-describedby={d}
                aria-invalid={invalid}
                onChange={(e) => set('schedulingValue', e.target.value)}
              />
            )}
          </Field>
        )}
        {form.schedulingType === 'specific-date' && (
          <Field id="thawab-date" label="Date" error={fields.schedulingValue}>
            {(d, invalid) => (
              <input
                id="thawab-date"
                type="date"
                value={form.schedulingValue}
                aria-describedby={d}
                aria-invalid={invalid}
                onChange={(e) => set('schedulingValue', e.target.value)}
              />
            )}
          </Field>
        )}
        {form.schedulingType === 'daily' && <p className="hint">Every day (value: everyday)</p>}
      </div>
      {form.schedulingType === 'weekly' && (
        <CheckboxGroup
          legend="Weekdays"
          options={WEEKDAYS}
          selected={weekdays}
          format={capitalise}
          error={fields.schedulingValue}
          onChange={(days) => set('schedulingValue', days.join(','))}
        />
      )}
      <div className="field-row">
        <Field id="thawab-min-level" label="Min Level" error={fields.minLevel}>
          {(d) => (
            <select
              id="thawab-min-level"
              value={form.minLevel}
              aria-describedby={d}
              onChange={(e) => set('minLevel', e.target.value)}
            >
              {levelOptions.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check-line">
          <input type="checkbox" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} /> Active
        </label>
      </div>
      <TranslationsFields
        idPrefix="thawab"
        value={form.translations ?? {}}
        stored={task?.translations}
        fields={fields}
        onChange={(next) => set('translations', next)}
      />
    </FormDialog>
  );
}
