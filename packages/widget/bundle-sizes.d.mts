export interface WidgetSizes {
  loaderKb: number;
  appKb: number;
  captureKb: number;
  /** The capture bundle built without the screenshot library. */
  captureOwnKb: number;
  /** Other files dist/ holds, each loaded only when needed. */
  lazy: { file: string; kb: number }[];
  wholeKb: number;
  /** MEMBER_FILES, which only signed-in team members download: outside the whole widget's figure. */
  members: { file: string; kb: number }[];
  /** ARIA's bundles (widget-aria-*.js), outside the whole widget's figure: they have budgets of their own. */
  aria: { file: string; kb: number }[];
}
export const WIDGET_DIR: string;
export const SCREENSHOT_LIBRARY: string;
export const LOADER_BUDGET_KB: number;
export const WIDGET_BUDGET_KB: number;
export const ARIA_LIGHT_BUDGET_KB: number;
export const AXE_FILE: string;
export const MEMBER_FILES: string[];
export const BUNDLES: { entry: string; out: string; banner?: { js: string }; plugins?: import('esbuild').Plugin[] }[];
/** One bundle's code as the widget serves it: esbuild, then terser, then the bundle's banner. */
export function compile(bundle: (typeof BUNDLES)[number], options?: import('esbuild').BuildOptions): Promise<Buffer>;
export function widgetSizes(): Promise<WidgetSizes>;
export function freshSizes(): Promise<WidgetSizes>;
export function describeSizes(sizes: WidgetSizes): string[];
