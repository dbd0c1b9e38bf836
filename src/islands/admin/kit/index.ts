// The admin kit: the UI and helpers every back-office tab shares. Import from here
// (`import { DataTable, Pagination, FilterBar } from '../../kit/index.ts'`); loading it adopts the
// kit's CSS (kit.css), so a tab that only uses its class names (stat-cards, sub-tabs, pills) gets
// them too. The shell imports `kit/Dialog.tsx` alone (its CSS is the shell's).
import './kit-styles.ts';

export {
  confirmDelete,
  fieldErrorsOf,
  runAction,
  runSave,
  useItemSave,
  useRowAction,
  useSave,
  type ActionTexts,
  type FieldErrors,
} from './actions.ts';
export { DialogActions, Dialog, FormDialog, FormError } from './Dialog.tsx';
export { ConflictNotice, conflictSentence, useVersioned, type ConflictState } from './Conflict.tsx';
export { ErrorPanel, ProgressBar, StatCard, StatusToggle } from './Feedback.tsx';
export { Spinner } from './Spinner.tsx';
export {
  CheckboxGroup,
  Field,
  FilterBar,
  SelectField,
  TextAreaField,
  TextField,
  type FilterSelect,
  type SearchBox,
  type SelectOption,
} from './Filters.tsx';
export { capitalise, formatCount, formatDate, formatDateTime, formatNumber } from './format.ts';
export {
  PAGE_SIZE,
  useDebounced,
  useLoader,
  usePagedList,
  useSortedPages,
  useStatusToggle,
  type Page,
  type PageRequest,
} from './lists.ts';
export { adoptStyles } from './styles.ts';
export { PagedTable } from './PagedTable.tsx';
export { SampleBadge } from './SampleBadge.tsx';
export { Pagination } from './Pagination.tsx';
export { nextSort, type SortState } from '../../../lib/people.ts';
export { DataTable, EditDeleteButtons, RowActions, SortHeader, type HeadCell, type RowAction } from './Table.tsx';
export { TabList, TabPanel, type TabItem } from './Tabs.tsx';
