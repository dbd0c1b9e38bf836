// Badges (product §2): search in every language (decision 0053), category and difficulty filters (AND), the table with the coloured
// round icon, requirements text, Earned By, the Active/Inactive pill, and the Add/Edit dialog
// (the edit dialog shows Earned By read-only: it is the real count of users holding the badge,
// counted from the app's data, so staff cannot type it; decision 0018).
import { useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API } from '../../../../lib/routes.ts';
import { DEED_CATEGORIES, DIFFICULTY_LEVELS, formInt } from '../../../../lib/schemas/content-common.ts';
import {
  BADGE_COLORS,
  BADGE_DEFAULTS,
  badgeRequirement,
  type Badge,
  type BadgeInput,
} from '../../../../lib/schemas/content-badge.ts';
import type { SectionProps } from '../../section-props.ts';
import { useContentFilters } from '../content-tabs/content-filters.ts';
import {
  adoptStyles,
  capitalise,
  confirmDelete,
  EditDeleteButtons,
  Field,
  FilterBar,
  FormDialog,
  PagedTable,
  SelectField,
  StatusToggle,
  TextAreaField,
  TextField,
  useItemSave,
  usePagedList,
  useStatusToggle,
} from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import { TranslationsFields } from '../content-tabs/TranslationsFields.tsx';
import { translationsInput } from '../../../../lib/i18n/content.ts';
import type { SearchMatch } from '../../../../lib/i18n/search-match.ts';
import { MatchedIn, translatedMatches } from '../content-tabs/MatchedIn.tsx';
import { BadgeRuleFields } from './BadgeRuleFields.tsx';

adoptStyles('content', contentCss);

export default function BadgesSection({ headingLevel = 2 }: SectionProps) {
  const [editing, setEditing] = useState<Badge | 'new' | null>(null);
  const { query, filters } = useContentFilters('badge', DEED_CATEGORIES, {
    label: 'Search badges',
    placeholder: 'Search by name or description...',
  });
  const list = usePagedList<Badge & SearchMatch>(API.adminBadges.path(), query);
  const { toggling, toggle } = useStatusToggle<Badge & SearchMatch>(API.adminBadges.path, list.setData);
  const H = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="content-section" aria-labelledby="badges-title">
      <div className="admin-toolbar">
        <H id="badges-title">Badges</H>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          Add New Badge
        </button>
      </div>
      <FilterBar {...filters} />
      <PagedTable
        list={list}
        caption="Badges"
        head={[
          'Badge',
          'Name',
          'Description',
          'Category',
          'Requirements',
          'Difficulty',
          'Earned By',
          'Status',
          'Actions',
        ]}
        empty="No badges match your search."
        noun="badges"
        row={(b) => (
          <tr key={b.id} className={b.isActive ? undefined : 'row-inactive'}>
            <td>
              <span className={`badge-icon badge-${b.colorClass}`} role="img" aria-label={`${b.colorClass} badge icon`}>
                {b.icon}
              </span>
            </td>
            <td>
              {b.name}
              <MatchedIn matches={translatedMatches(b.matchedIn, b.translations)} />
            </td>
            <td>{b.description}</td>
            <td>{b.category}</td>
            <td>{badgeRequirement(b)}</td>
            <td>{capitalise(b.difficulty)}</td>
            <td>{b.earnedByCount.toLocaleString('en-US')} users</td>
            <td>
              <StatusToggle
                active={b.isActive}
                name={b.name}
                busy={toggling === b.id}
                onToggle={() => void toggle(b)}
              />
            </td>
            <td>
              <EditDeleteButtons
                name={b.name}
                onEdit={() => setEditing(b)}
                onDelete={() =>
                  void confirmDelete(
                    'Are you sure you want to delete this badge?',
                    () => api.delete(API.adminBadges.path(b.id), { version: b.version }),
                    () => void list.reload(),
                  )
                }
              />
            </td>
          </tr>
        )}
      />
      {editing && (
        <BadgeDialog
          badge={editing === 'new' ? null : editing}
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

function badgeForm(badge: Badge | null): BadgeInput {
  if (!badge) return { ...BADGE_DEFAULTS };
  // A row of a search's results also says where it matched: not part of the record a save sends.
  const {
    id: _id,
    earnedByCount: _earned,
    version: _version,
    translations,
    matchedIn: _matched,
    ...payload
  } = badge as Badge & SearchMatch;
  return { ...payload, translations: translationsInput(translations) };
}
const numbersOf = (form: BadgeInput) => ({
  requiredCount: String(form.requiredCount),
  requiredDays: String(form.requiredDays),
});

function BadgeDialog({ badge, onClose, onSaved }: { badge: Badge | null; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<BadgeInput>(() => badgeForm(badge));
  const [numbers, setNumbers] = useState(() => numbersOf(form));
  const { busy, error, fields, saveItem, conflict } = useItemSave<Badge>(API.adminBadges, badge, 'badge', (current) => {
    const reloaded = badgeForm(current);
    setForm(reloaded);
    setNumbers(numbersOf(reloaded));
  });
  const set = <K extends keyof BadgeInput>(key: K, value: BadgeInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const num = (key: keyof typeof numbers) => (value: string) => setNumbers((n) => ({ ...n, [key]: value }));

  const save = () => {
    const payload = {
      ...form,
      requiredCount: formInt(numbers.requiredCount),
      requiredDays: formInt(numbers.requiredDays),
    };
    void saveItem(
      payload,
      (result) => ({ title: badge ? 'Badge updated' : 'Badge added', description: `"${result.name}" was saved.` }),
      onSaved,
    );
  };

  return (
    <FormDialog
      title={badge ? 'Edit Badge' : 'Add New Badge'}
      submitLabel={badge ? 'Save Changes' : 'Add Badge'}
      busy={busy}
      error={error}
      conflict={conflict}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <div className="field-row">
        <TextField
          id="badge-name"
          label="Name"
          value={form.name}
          error={fields.name}
          onChange={(v) => set('name', v)}
        />
        <TextField
          id="badge-icon-field"
          label="Icon (emoji)"
          value={form.icon}
          error={fields.icon}
          onChange={(v) => set('icon', v)}
        />
        <SelectField
          id="badge-color"
          label="Colour"
          value={form.colorClass}
          options={BADGE_COLORS}
          error={fields.colorClass}
          onChange={(v) => set('colorClass', v)}
        />
      </div>
      <TextAreaField
        id="badge-description"
        label="Description"
        value={form.description}
        error={fields.description}
        onChange={(v) => set('description', v)}
      />
      <BadgeRuleFields
        kind={form.kind}
        theme={form.theme}
        errors={fields}
        onChange={(rule) => setForm((f) => ({ ...f, ...rule }))}
      />
      <div className="field-row">
        <TextField
          id="badge-count"
          label="Required Count"
          type="number"
          min={1}
          step={1}
          value={numbers.requiredCount}
          hint="At least 1"
          error={fields.requiredCount}
          onChange={num('requiredCount')}
        />
        <TextField
          id="badge-days"
          label="Required Days"
          type="number"
          min={0}
          step={1}
          value={numbers.requiredDays}
          hint="0 = no time limit"
          error={fields.requiredDays}
          onChange={num('requiredDays')}
        />
        {badge && (
          <Field id="badge-earned" label="Earned By" hint="Counted from the app's users who hold this badge">
            {(d) => (
              <output id="badge-earned" aria-describedby={d}>
                {badge.earnedByCount.toLocaleString('en-US')} users
              </output>
            )}
          </Field>
        )}
      </div>
      <div className="field-row">
        <SelectField
          id="badge-category-field"
          label="Category"
          value={form.category}
          options={DEED_CATEGORIES}
          error={fields.category}
          onChange={(v) => set('category', v)}
        />
        <SelectField
          id="badge-difficulty-field"
          label="Difficulty"
          value={form.difficulty}
          options={DIFFICULTY_LEVELS}
          format={capitalise}
          error={fields.difficulty}
          onChange={(v) => set('difficulty', v)}
        />
        <label className="check-line">
          <input type="checkbox" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} /> Active
        </label>
      </div>
      <TranslationsFields
        idPrefix="badge"
        value={form.translations ?? {}}
        stored={badge?.translations}
        fields={fields}
        onChange={(next) => set('translations', next)}
      />
    </FormDialog>
  );
}
