// The published question banks of this build as static JSON (PAGES.quizBank): the quiz islands
// fetch their bank when they hydrate instead of carrying it in the page, which kept the quiz
// pages' HTML over the first network round trip (~14 KB) and cost ~150 ms of first paint on a
// phone. One file per quiz under the bank's version, so a page always reads the questions it was
// built with, and the files can be cached for good (netlify.toml).
import type { APIRoute, GetStaticPaths } from 'astro';
import type { PublishedQuizBanks } from '../../../lib/quiz/published-bank.ts';
import { loadPageBanks } from '../../../server/quiz/published-banks.ts';

export const getStaticPaths = (async () => {
  const { version, banks } = await loadPageBanks();
  return (Object.keys(banks) as (keyof PublishedQuizBanks)[]).map((quiz) => ({
    params: { version, quiz },
    props: { questions: banks[quiz] },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.questions), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
