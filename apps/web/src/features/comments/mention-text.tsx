import { mentionSegments } from '@commentflow/shared';

/** A comment body with its mention tokens shown as "@Name"; every part is text, never HTML. */
export function MentionText({ body }: { body: string }) {
  return (
    <>
      {mentionSegments(body).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <span key={index} data-mention={segment.userId} className="rounded bg-indigo-50 px-0.5 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
            @{segment.name}
          </span>
        ),
      )}
    </>
  );
}
