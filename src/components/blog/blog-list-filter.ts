// The blog list's search and category tabs (src/pages/blog.astro, in every locale). Small enough
// that Astro inlines it into the page: the list fetches no script file.
// Case-insensitive "contains" on title and excerpt AND the chosen category (product §5). The count
// is worded from the page's plural branches (data-found) with the platform's Intl, no library.
const root = document.querySelector<HTMLElement>('[data-blog-list]')!;
const input = root.querySelector<HTMLInputElement>('#blog-search');
if (input) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[data-category-tab]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-post-grid] > li')];
  const featured = root.querySelector<HTMLElement>('[data-featured-block]');
  const status = root.querySelector<HTMLElement>('[data-result-status]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const categories = tabs.map((tab) => tab.dataset.categoryTab!);
  const searchText = new Map(
    cards.map((card) => [
      card,
      `${card.querySelector('h3')!.textContent}\n${card.querySelector('.excerpt')!.textContent}`.toLowerCase(),
    ]),
  );
  const branches = JSON.parse(root.dataset.found!) as Record<string, string>;
  const rules = new Intl.PluralRules(root.dataset.foundLang);
  const numbers = new Intl.NumberFormat(root.dataset.intl);
  const found = (n: number) =>
    (branches[`=${n}`] ?? branches[rules.select(n)] ?? branches.other!).replaceAll('#', numbers.format(n));

  const params = new URLSearchParams(location.search);
  let category = categories.includes(params.get('category') ?? '') ? params.get('category')! : 'All';
  input.value = params.get('q') ?? '';

  const apply = () => {
    const query = input.value.trim().toLowerCase();
    const filtering = query !== '' || category !== 'All';
    let shown = 0;
    for (const card of cards) {
      const matches =
        (!query || searchText.get(card)!.includes(query)) && (category === 'All' || card.dataset.category === category);
      // Unfiltered, the featured post sits in its own block; filtered, it competes like any other.
      const visible = matches && (filtering || card.dataset.featured === undefined);
      card.hidden = !visible;
      if (visible) shown++;
    }
    if (featured) featured.hidden = filtering;
    for (const tab of tabs) tab.setAttribute('aria-pressed', String(tab.dataset.categoryTab === category));
    empty.hidden = shown > 0;
    status.textContent = filtering ? (shown === 0 ? root.dataset.none! : found(shown)) : '';

    const next = new URLSearchParams(location.search);
    if (query) next.set('q', input.value.trim());
    else next.delete('q');
    if (category !== 'All') next.set('category', category);
    else next.delete('category');
    const search = next.toString();
    history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  };

  input.addEventListener('input', apply);
  root.querySelector('[data-blog-search]')!.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      category = tab.dataset.categoryTab!;
      apply();
    });
  }
  // The built page is the unfiltered view: filter at load only when the URL asks for it, so an
  // ordinary visit causes no extra style and layout work while the lead post paints.
  if (input.value.trim() || category !== 'All') apply();
}
