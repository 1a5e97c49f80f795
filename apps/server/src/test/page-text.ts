// Reading served HTML as a crawler does, without running its scripts: for the API tests and the
// browser tests of the public pages (docs/adr/018-prerendered-public-pages.md). Test helper.

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The words a reader sees in some markup, on one line. */
export const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The markup in #root, without the data a page rendered per request carries beside it for hydration. */
export const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json"|\s*<\/body>)/.exec(html)?.[1] ?? '';

export { decode as decodeHtml };
