/**
 * Typography for rendered markdown (docs pages and changelog entries), written out because the
 * Tailwind typography plugin is not part of the build.
 */
export const DOCS_PROSE = [
  'text-[15px] leading-7 text-zinc-700 dark:text-zinc-300',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-indigo-400',
  '[&_strong]:font-semibold [&_strong]:text-zinc-900 dark:[&_strong]:text-white',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-zinc-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.85em] [&_:not(pre)>code]:text-zinc-900 dark:[&_:not(pre)>code]:bg-zinc-800 dark:[&_:not(pre)>code]:text-zinc-100',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-zinc-100 [&_pre]:p-4 [&_pre]:text-[13px] dark:[&_pre]:bg-zinc-900',
  '[&_table]:my-5 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border-b [&_th]:border-zinc-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-zinc-900 [&_td]:border-b [&_td]:border-zinc-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top dark:[&_th]:border-zinc-800 dark:[&_th]:text-white dark:[&_td]:border-zinc-800/70',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-zinc-200 [&_blockquote]:pl-4 [&_blockquote]:text-zinc-600 dark:[&_blockquote]:border-zinc-700 dark:[&_blockquote]:text-zinc-400',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-zinc-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-zinc-900 dark:[&_h3]:text-white',
].join(' ');
