import type { QueryClient } from '@tanstack/react-query';

// A page the server draws from its data (a blog post: prerender.tsx) comes with the answers of
// the calls it was drawn with, so the browser takes it over with the very same ones instead of
// asking again and drawing a loader over it.

/** A GET call's answer, by the call's path with its query string. */
export type ServerAnswer = { path: string; answer: unknown };

const elementId = 'server-answers';

/** The query key of a GET call's answer: pages that the server draws query by it. */
export const callKey = (path: string) => ['call', path] as const;

export function seedAnswers(queryClient: QueryClient, answers: readonly ServerAnswer[]): void {
  for (const { path, answer } of answers) queryClient.setQueryData(callKey(path), answer);
}

/** JSON inside a <script> element: no '<' that could end it. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** The element that carries the answers to the browser: JSON, which no CSP runs. */
export const serverDataElement = (answers: readonly ServerAnswer[]): string =>
  `<script type="application/json" id="${elementId}">${jsonForScript(answers)}</script>`;

/** In the browser: the answers the page was drawn with, into the query cache. */
export function takeServerAnswers(queryClient: QueryClient): void {
  const element = document.getElementById(elementId);
  if (!element) return;
  element.remove();
  try {
    seedAnswers(queryClient, JSON.parse(element.textContent ?? '[]') as ServerAnswer[]);
  } catch {
    // Not ours, or broken: the page asks for its data as any page does.
  }
}
