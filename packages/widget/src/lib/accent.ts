/** The widget's default accent (indigo), which data-accent and configure() may replace. */
export const ACCENT = '#6366f1';
