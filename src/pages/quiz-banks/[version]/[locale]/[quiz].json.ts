// The published banks of this build in each translated locale, and every locale's island strings
// (decision 0046; PAGES.quizBank with a locale key, PAGES.quizText). Ids, points and answers are
// the English bank's, so the server scores every locale's answers by the version alone.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadPageBanks } from '../../../../server/quiz/published-banks.ts';
import { localeBankFiles } from '../../../../server/quiz/locale-banks.ts';

export const getStaticPaths = (async () => {
  const { version, banks } = await loadPageBanks();
  return localeBankFiles(banks).map(({ key, file, body }) => ({ params: { version, locale: key, quiz: file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
