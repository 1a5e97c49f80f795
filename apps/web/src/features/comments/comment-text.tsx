import { bodyTokens, COMMENT_LINK_REL } from '@commentflow/shared';

/**
 * A comment body as React nodes: mention tokens shown as "@Name", http(s) URLs as links opening in a
 * new tab. Every part is a text node or an element built here, never HTML from the body. `links`
 * is off where the body sits inside a link already (list rows, board cards): an anchor cannot nest.
 */
export function CommentText({ body, links = false }: { body: string; links?: boolean }) {
  return (
    <>
      {bodyTokens(body).map((token, index) => {
        if (token.kind === 'text') return token.text;
        if (token.kind === 'link') {
          if (!links) return token.text;
          return (
            <a
              key={index}
              href={token.href}
              target="_blank"
              rel={COMMENT_LINK_REL}
              className="text-indigo-600 underline underline-offset-2 break-all hover:text-indigo-700 dark:text-indigo-400 dark:hover:text-indigo-300"
            >
              {token.text}
            </a>
          );
        }
        return (
          <span
            key={index}
            data-mention={token.userId}
            className="rounded bg-indigo-50 px-0.5 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300"
          >
            @{token.name}
          </span>
        );
      })}
    </>
  );
}
