// The filters the content lists share (Thawab Tasks, Badges, the quiz's Question Bank): a search
// and the Category and Difficulty selects, "all" meaning no filter; `query` is what the list sends.
import { useState } from 'react';
import { DIFFICULTY_LEVELS } from '../../../../lib/schemas/content-common.ts';
import { capitalise, type FilterSelect, type SearchBox } from '../../kit/index.ts';

export function useContentFilters(
  idPrefix: string,
  categories: readonly string[],
  search: { label: string; placeholder: string },
) {
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('all');
  const [difficulty, setDifficulty] = useState('all');
  const box: SearchBox = { id: `${idPrefix}-search`, ...search, value: q, onChange: setQ };
  const selects: FilterSelect[] = [
    {
      id: `${idPrefix}-category`,
      label: 'Category',
      value: category,
      onChange: setCategory,
      allLabel: 'All Categories',
      allValue: 'all',
      options: categories,
    },
    {
      id: `${idPrefix}-difficulty`,
      label: 'Difficulty',
      value: difficulty,
      onChange: setDifficulty,
      allLabel: 'All Difficulties',
      allValue: 'all',
      options: DIFFICULTY_LEVELS,
      format: capitalise,
    },
  ];
  return { query: { q, category, difficulty }, filters: { search: box, selects } };
}
