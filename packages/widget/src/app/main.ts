// widget-app.js: loaded by widget.js, which hands over the key, the page's comments and what the
// visitor already asked for.
import { HANDOFF_GLOBAL, type WidgetWindow } from '../lib/handoff.ts';
import { recordPageErrors } from '../capture/client-meta.ts';
import { initialLanguage } from '../customization/saved-settings.ts';
import { setLanguage } from '../i18n/translate.ts';
import { WidgetController } from './widget-controller.ts';

const win = window as WidgetWindow;
const handoff = win[HANDOFF_GLOBAL];
if (handoff) {
  recordPageErrors(handoff.origin);
  // A page in French or German waits for that language's texts (one small file) before drawing anything.
  void setLanguage(handoff.origin, initialLanguage(handoff.key, handoff.options.lang)).then(() => {
    // CommentFlow.destroy() meanwhile withdrew the hand-off: the widget never shows.
    if (win[HANDOFF_GLOBAL] !== handoff) return;
    delete win[HANDOFF_GLOBAL];
    new WidgetController(handoff, handoff.takeOver());
  });
}
