-- Custom migration (decision 0053): the content tabs' search matches every language a record is
-- written in, in SQL, with an index. drizzle-kit cannot express functions or trigram indexes.
--
-- search_fold(text) is the ONE folding rule of that search; the stored texts and the staff's query
-- both go through it, so they fold alike:
--   * NFKC (Arabic presentation forms and ligatures become letters), then lower case;
--   * NFD, then Latin accents (U+0300-U+036F) dropped: "priere" finds "prière";
--   * Arabic diacritics (harakat, shadda, sukun, the hamza and madda marks NFD splits off, the
--     superscript alef), Quranic annotation signs, tatweel, and invisible format characters
--     (bidi isolates, ZWJ/ZWNJ, soft hyphen) dropped: "الصبر" finds the Uthmani "ٱلصَّبْرِ";
--   * letters written differently across Arabic and Urdu keyboards made one: alef wasla and wavy
--     alefs -> alef; alef maksura, Farsi yeh -> yeh; keheh -> kaf; heh goal, do-chashmi heh, teh
--     marbuta -> heh; Arabic-Indic, Eastern and Bengali digits -> 0-9;
--   * Turkish dotless ı -> i, as accents are dropped: "NAMAZINI" finds "namazını";
--   * typographic apostrophes (’ ‘ ʼ) -> ': "Kur'an" finds "Kur’an";
--   * whitespace runs -> one space, other control characters dropped (so U+001F, which joins the
--     fields below, can never be matched by a query).
-- Bengali vowel signs are combining marks too, but they are letters' vowels: they are kept.
-- Changing this function changes what the indexes below hold: REINDEX them in the same migration.
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(translate(
    regexp_replace(
      regexp_replace(normalize(lower(normalize(t, NFKC)), NFD), '\s+', ' ', 'g'),
      '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u061c\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u0001-\u001f\u007f]', '', 'g'),
    '’‘ʼıٱٲٳىیېکہۃةھە٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹০১২৩৪৫৬৭৮৯', '''''''iااايييكههههه012345678901234567890123456789'))
$$;--> statement-breakpoint
-- The LIKE pattern of a staff query: '%' + the folded query, LIKE's wildcards in it taken literally.
CREATE OR REPLACE FUNCTION search_pattern(q text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT '%' || replace(replace(replace(search_fold(q), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;--> statement-breakpoint
-- What a thawab task, badge or spiritual level is searched by: its English name and description and
-- every locale's (decision 0048's translations jsonb), each folded, joined by U+001F.
CREATE OR REPLACE FUNCTION content_search_text(name text, description text, translations jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\x1f', search_fold(name), search_fold(description), (
    SELECT string_agg(concat_ws(E'\x1f', search_fold(t.value->>'name'), search_fold(t.value->>'description')), E'\x1f' ORDER BY t.key)
      FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END) t
     WHERE jsonb_typeof(t.value) = 'object'))
$$;--> statement-breakpoint
-- The locales whose own texts match a pattern (the list's "matched in Türkçe").
CREATE OR REPLACE FUNCTION content_matched_locales(translations jsonb, pattern text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(t.key ORDER BY t.key), '{}')
    FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END) t
   WHERE jsonb_typeof(t.value) = 'object'
     AND concat_ws(E'\x1f', search_fold(t.value->>'name'), search_fold(t.value->>'description')) LIKE pattern
$$;--> statement-breakpoint
-- The Uthmani Arabic of a verse folded twice where it writes a long a as a superscript (dagger)
-- alef: once without it ("ٱلرَّحۡمَٰنِ" -> "الرحمن", as modern spelling writes it) and once with a
-- plain alef ("ٱلصَّـٰبِرِينَ" -> "الصابرين"), so either modern spelling finds it.
CREATE OR REPLACE FUNCTION quran_search_text(arabic text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN strpos(arabic, chr(1648)) > 0
    THEN search_fold(arabic) || E'\x1f' || search_fold(replace(arabic, chr(1648), chr(1575)))
    ELSE search_fold(arabic) END
$$;--> statement-breakpoint
-- What a daily verse is searched by: its English translation, its Arabic text and its published
-- editions' translations (verses.edition_texts), each folded, joined by U+001F.
CREATE OR REPLACE FUNCTION verse_search_text(translation text, arabic text, editions jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\x1f', search_fold(translation), quran_search_text(arabic), (
    SELECT string_agg(search_fold(e.value), E'\x1f' ORDER BY e.key)
      FROM jsonb_each_text(CASE WHEN jsonb_typeof(editions) = 'object' THEN editions ELSE '{}'::jsonb END) e))
$$;--> statement-breakpoint
-- The editions whose translation matches a pattern.
CREATE OR REPLACE FUNCTION verse_matched_editions(editions jsonb, pattern text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(e.key ORDER BY e.key), '{}')
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(editions) = 'object' THEN editions ELSE '{}'::jsonb END) e
   WHERE search_fold(e.value) LIKE pattern
$$;--> statement-breakpoint
-- What the lists search, stored: each row's folded texts, computed by Postgres on every write
-- (whoever writes: the API, the seed, scripts), so a search reads them instead of folding every
-- candidate row again (a trigram index's matches are re-checked against the column). Generated
-- columns over this migration's functions, which drizzle-kit cannot express: db/schema-content.ts
-- names them in comments, and the repositories read them by name (content-search.ts).
ALTER TABLE thawab_tasks ADD COLUMN search_text text GENERATED ALWAYS AS (content_search_text(name, description, translations)) STORED;--> statement-breakpoint
ALTER TABLE badges ADD COLUMN search_text text GENERATED ALWAYS AS (content_search_text(name, description, translations)) STORED;--> statement-breakpoint
ALTER TABLE verses ADD COLUMN search_text text GENERATED ALWAYS AS (verse_search_text(translation, arabic, edition_texts)) STORED;--> statement-breakpoint
-- Trigram indexes on them. Where pg_trgm is missing (the local embedded database), the migration
-- succeeds and search scans the stored column. The level table (a few dozen rows at most) has no
-- stored column: it is folded when searched.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS thawab_tasks_search_trgm_idx ON thawab_tasks USING gin (search_text gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS badges_search_trgm_idx ON badges USING gin (search_text gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS verses_search_trgm_idx ON verses USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); content search scans', SQLERRM;
END
$$;
--> statement-breakpoint
-- The funnel's drop-off reads a derived counter per quiz and position (metric 'question_position',
-- dim 'quiz:position'; src/server/repositories/analytics.ts), bumped with every answered question
-- from now on: here it is counted from the roll-up's answers so far (decision 0053).
INSERT INTO analytics_daily (day, metric, source, dim, locale, count)
SELECT day, 'question_position', source, split_part(dim, ':', 1) || ':' || split_part(dim, ':', 2), locale, sum(count)::int
  FROM analytics_daily WHERE metric = 'question_answered'
 GROUP BY day, source, split_part(dim, ':', 1) || ':' || split_part(dim, ':', 2), locale
ON CONFLICT (day, metric, source, dim, locale) DO NOTHING;
