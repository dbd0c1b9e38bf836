// Adds or edits a thawab task: the product §9 defaults, the scheduling value for each scheduling
// type, the minimum level, and the task's translations.
import { useState } from 'react';
import { API } from '../../../../lib/routes.ts';
import { SCHEDULING_TYPES, WEEKDAYS, type SchedulingType } from '../../../../lib/content/thawab-schedule.ts';
import { DEED_CATEGORIES, DIFFICULTY_LEVELS, formInt } from '../../../../lib/schemas/content-common.ts';
import { THAWAB_DEFAULTS, type ThawabInput, type ThawabTask } from '../../../../lib/schemas/content-thawab.ts';
import { translationsInput } from '../../../../lib/i18n/content.ts';
import type { SearchMatch } from '../../../../lib/i18n/search-match.ts';
import {
  CheckboxGroup,
  capitalise,
  Field,
  FormDialog,
  SelectField,
  TextAreaField,
  TextField,
  useItemSave,
} from '../../kit/index.ts';
import { TranslationsFields } from '../content-tabs/TranslationsFields.tsx';

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

export function ThawabDialog({
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
        <TextField
          id="thawab-name"
          label="Name"
          value={form.name}
          error={fields.name}
          onChange={(v) => set('name', v)}
        />
        <TextField
          id="thawab-icon"
          label="Icon (emoji)"
          value={form.icon}
          error={fields.icon}
          onChange={(v) => set('icon', v)}
        />
      </div>
      <TextAreaField
        id="thawab-description"
        label="Description"
        value={form.description}
        error={fields.description}
        onChange={(v) => set('description', v)}
      />
      <div className="field-row">
        <SelectField
          id="thawab-category-field"
          label="Category"
          value={form.category}
          options={DEED_CATEGORIES}
          error={fields.category}
          onChange={(v) => set('category', v)}
        />
        <TextField
          id="thawab-xp"
          label="XP Value"
          type="number"
          min={1}
          max={1000}
          step={1}
          value={xp}
          hint="1 to 1000"
          error={fields.xpValue}
          onChange={setXp}
        />
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
          <TextField
            id="thawab-month-day"
            label="Day of month"
            type="number"
            min={1}
            max={31}
            value={form.schedulingValue}
            hint="1 to 31; days past a month's end fall on its last day"
            error={fields.schedulingValue}
            onChange={(v) => set('schedulingValue', v)}
          />
        )}
        {form.schedulingType === 'specific-date' && (
          <TextField
            id="thawab-date"
            label="Date"
            type="date"
            value={form.schedulingValue}
            error={fields.schedulingValue}
            onChange={(v) => set('schedulingValue', v)}
          />
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
