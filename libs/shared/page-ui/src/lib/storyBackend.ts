import { useEffect, useState } from 'react';

/**
 * A tiny in-browser backend for page stories (exported by `@casino/page-ui/testing`). Same-origin `/api/` calls are
 * answered from the current story's answers as the backend would (`{ success: true, data }`); a call the story does not
 * answer is refused (`VALIDATION_ERROR`, 400), so a story shows how a refusal looks; every other request goes out as
 * usual. Stories of one Storybook page share `window`: the answers are the current story's, set by its frame when it
 * renders (`useStoryBackend`), never the first story's for good.
 */

/** A story's answer to one call: the `data` of a success, a `storyRefusal(...)`, or undefined to refuse it. */
export type StoryAnswer = (url: URL, init?: RequestInit) => unknown;
/** A story's answers: `data` by exact pathname (`{ [endpoints.getProviders.path]: providers }`), or a function of the call. */
export type StoryAnswers = Readonly<Record<string, unknown>> | StoryAnswer;

/** An error answer in the contract's envelope, as a story's answer to a call (`storyRefusal('GAME_NOT_FOUND', { status: 404 })`). */
export class StoryRefusal {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly message: string,
    readonly details?: unknown,
  ) {}
}

export function storyRefusal(
  code: string,
  { status = 400, message = code, details }: { status?: number; message?: string; details?: unknown } = {},
): StoryRefusal {
  return new StoryRefusal(code, status, message, details);
}

/** What a story does not answer: the refusal the account stories have always shown. */
const unanswered = storyRefusal('VALIDATION_ERROR', { message: 'Stories do not submit: this is how a refusal looks.' });

let current: { owner: object; answer: StoryAnswer } | null = null;
let installed = false;

function answerOf(answers: StoryAnswers): StoryAnswer {
  if (typeof answers === 'function') return answers;
  return (url) => (Object.hasOwn(answers, url.pathname) ? answers[url.pathname] : undefined);
}

function respond(result: unknown): Response {
  const refusal = result === undefined ? unanswered : result instanceof StoryRefusal ? result : null;
  if (!refusal) return Response.json({ success: true, data: result });
  const { code, message, details, status } = refusal;
  return Response.json(
    { success: false, error: { code, message, ...(details === undefined ? {} : { details }) } },
    { status },
  );
}

function urlOf(input: RequestInfo | URL): URL {
  return new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    window.location.origin,
  );
}

/** Replaces `window.fetch` once; the answers it gives are whichever story set them last. */
function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = urlOf(input);
    const story = current;
    if (!story || url.origin !== window.location.origin || !url.pathname.startsWith('/api/'))
      return original(input, init);
    const request = init ?? (input instanceof Request ? { method: input.method, headers: input.headers } : undefined);
    return respond(await story.answer(url, request));
  };
}

/**
 * Makes `answers` the story backend's from now on (and installs it on first use). Outside React; a story frame
 * uses `useStoryBackend`, which also steps back when the story goes.
 */
export function installStoryBackend(answers: StoryAnswers, owner: object = {}): void {
  install();
  current = { owner, answer: answerOf(answers) };
}

/**
 * The story frame's backend: its answers are set while it renders (before any query below it asks) and dropped when it
 * unmounts, unless another story's frame has set its own since (then `/api/` calls go out as without a story backend).
 */
export function useStoryBackend(answers: StoryAnswers): void {
  const [owner] = useState(() => ({}));
  installStoryBackend(answers, owner);
  useEffect(() => {
    installStoryBackend(answers, owner);
    return () => {
      if (current?.owner === owner) current = null;
    };
  }, [answers, owner]);
}
