// What the loader (widget.js) carries anyway and lends to the app (widget-app.js) through the hand-off,
// so a visitor who opens the widget does not download it twice (gzip cannot share bytes between
// files). The app's build takes each function named here from the hand-off instead of bundling its
// own copy (lentByLoader in bundle-sizes.mjs, which reads this file's imports); an app module using
// another export of these modules fails that build. Only whole functions the loader runs itself are
// worth lending: anything else here would be bytes every visitor downloads for the few who open the app.
import { appearanceOf, applyAppearance } from '../customization/appearance.ts';
import { shortcutFor } from '../keyboard/shortcut-for.ts';
import { ApiError, fetchComments, request, widgetApiBase } from './api-request.ts';
import { addStyles, createShadowHost, isOwnEvent } from './shadow-host.ts';

export const LENT = {
  appearanceOf,
  applyAppearance,
  shortcutFor,
  ApiError,
  fetchComments,
  request,
  widgetApiBase,
  addStyles,
  createShadowHost,
  isOwnEvent,
};
export type Lent = typeof LENT;
