// The widget's own shadow hosts (panel, loader launcher, not-granted notice). ARIA looks at the page
// it is on, never at us: what happens in these is CommentFlow's, not a problem of the site.
export const OWN_HOST_TAGS = ['commentflow-widget', 'commentflow-launcher', 'commentflow-notice'] as const;

/** Whether the element is one of the widget's hosts or inside one. */
export const isOwnElement = (element: Element): boolean => element.closest(OWN_HOST_TAGS.join(',')) !== null;
