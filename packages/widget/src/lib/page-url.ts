import { DEFAULT_PAGE_IDENTITY, normalizePageUrl, type PageIdentityRule } from '@commentflow/shared/rules/page-identity';

// The project's page rule, as the server sent it with the first list of pins. One per page: a
// widget serves one project.
let rule: PageIdentityRule = DEFAULT_PAGE_IDENTITY;

export function usePageIdentity(projectRule: PageIdentityRule | null): void {
  rule = projectRule ?? DEFAULT_PAGE_IDENTITY;
}

/**
 * The page comments belong to, named as the server names it: without tracking parameters, default
 * document, trailing slash or fragment (a hash route kept when the project says its site uses them).
 */
export function pageUrl(href: string = location.href): string {
  return normalizePageUrl(href, rule);
}

/** Whether two page addresses name the same page under the project's rule. */
export function samePage(a: string, b: string): boolean {
  return pageUrl(a) === pageUrl(b);
}
