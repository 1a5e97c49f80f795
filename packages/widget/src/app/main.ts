// widget-app.js: loaded by widget.js, which hands over the key, the page's comments and what the
// visitor already asked for.
import { HANDOFF_GLOBAL, type WidgetWindow } from '../lib/handoff.ts';
import { recordPageErrors } from '../capture/client-meta.ts';
import { showNotGrantedNotice } from '../auth/not-granted-notice.ts';
import { initialLanguage } from '../customization/saved-settings.ts';
import { setLanguage, strings } from '../i18n/translate.ts';
import { WidgetController } from './widget-controller.ts';

const win = window as WidgetWindow;
const handoff = win[HANDOFF_GLOBAL];
if (handoff) {
  if (handoff.notGranted !== 'closed') recordPageErrors(handoff.origin);
  // A page in French or German waits for that language's texts (one small file) before drawing anything.
  void setLanguage(handoff.origin, initialLanguage(handoff.key, handoff.options.lang)).then(() => {
    // CommentFlow.destroy() meanwhile withdrew the hand-off: the widget never shows.
    if (win[HANDOFF_GLOBAL] !== handoff) return;
    if (handoff.notGranted === 'closed') {
      // A client this project is not shared with, on a project that takes no guests: told why, and the
      // widget stays away (the loader's listeners go too).
      delete win[HANDOFF_GLOBAL];
      handoff.takeOver();
      showNotGrantedNotice('closed', strings(), handoff.options.nonce);
      return;
    }
    // Two tasks, not one long one on the host page's main thread (bench/widget-budgets.ts).
    const controller = new WidgetController(handoff);
    setTimeout(() => {
      // CommentFlow.destroy() in between withdrew the hand-off: the widget never shows.
      if (win[HANDOFF_GLOBAL] !== handoff) return controller.destroy();
      delete win[HANDOFF_GLOBAL];
      controller.start(handoff.takeOver());
    }, 0);
  });
}
