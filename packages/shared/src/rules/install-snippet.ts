/** The one tag a site includes (docs/product/widget.md#install: the snippet carries the project key). */
export function installSnippet(baseUrl: string, publicKey: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  return `<script src="${origin}/widget.js" data-project="${publicKey}" async></script>`;
}
