// The published banks of this build in each translated locale, and every locale's island strings
// (decisions 0046, 0051; PAGES.quizBank with a locale key, PAGES.quizText). Ids, points and answers
// are the English bank's, so the server scores every locale's answers by the version alone. The
// folder keys hash the files after the published staff translations are merged (loadQuizLocales
// awaits the merge: getStaticPaths runs before the middleware does).
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadQuizLocales, localeBankFiles } from '../../../../server/quiz/locale-banks.ts';

export const getStaticPaths = (async () => {
  const files = await loadQuizLocales();
  return localeBankFiles(files).map(({ key, file, body }) => ({
    params: { version: files.version, locale: key, quiz: file },
    props: { body },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
